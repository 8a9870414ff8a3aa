// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.
// @ts-nocheck -- ajv standalone output
import { ajvEqual, ajvUcs2length, ajvUriFormat } from "fleetkit/runtime";

export const ScopeName = validate21;
const schema32 = {"type":"string","enum":["Read AEMP","Write AEMP","Read Addresses","Write Addresses","Read Alert Contacts","Write Alert Contacts","Read Assignments","Write Assignments","Read Attributes","Write Attributes","Read Carrier-Proposed Assignments","Write Carrier-Proposed Assignments","Read DVIRs","Write DVIRs","Read Documents","Write Documents","Read Driver App Settings","Write Driver App Settings","Read Drivers","Write Drivers","Read ELD Hours of Service (US)","Write ELD Hours of Service (US)","Read Equipment","Write Equipment","Read Equipment Statistics","Write Equipment Statistics","Read Gateways","Write Gateways","Read Industrial","Write Industrial","Read Jobs","Write Jobs","Read Messages","Write Messages","Read Org Information","Write Org Information","Read Routes","Write Routes","Read Safety Events & Scores","Write Safety Events & Scores","Read Sensors","Write Sensors","Read Tags","Write Tags","Read Trailer Statistics","Write Trailer Statistics","Read Trailers","Write Trailers","Read Users","Write Users","Read Vehicle Statistics","Write Vehicle Statistics","Read Vehicle Trips","Write Vehicle Trips","Read Vehicles","Write Vehicles","Read Webhooks","Write Webhooks"]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data === "Read AEMP") || (data === "Write AEMP")) || (data === "Read Addresses")) || (data === "Write Addresses")) || (data === "Read Alert Contacts")) || (data === "Write Alert Contacts")) || (data === "Read Assignments")) || (data === "Write Assignments")) || (data === "Read Attributes")) || (data === "Write Attributes")) || (data === "Read Carrier-Proposed Assignments")) || (data === "Write Carrier-Proposed Assignments")) || (data === "Read DVIRs")) || (data === "Write DVIRs")) || (data === "Read Documents")) || (data === "Write Documents")) || (data === "Read Driver App Settings")) || (data === "Write Driver App Settings")) || (data === "Read Drivers")) || (data === "Write Drivers")) || (data === "Read ELD Hours of Service (US)")) || (data === "Write ELD Hours of Service (US)")) || (data === "Read Equipment")) || (data === "Write Equipment")) || (data === "Read Equipment Statistics")) || (data === "Write Equipment Statistics")) || (data === "Read Gateways")) || (data === "Write Gateways")) || (data === "Read Industrial")) || (data === "Write Industrial")) || (data === "Read Jobs")) || (data === "Write Jobs")) || (data === "Read Messages")) || (data === "Write Messages")) || (data === "Read Org Information")) || (data === "Write Org Information")) || (data === "Read Routes")) || (data === "Write Routes")) || (data === "Read Safety Events & Scores")) || (data === "Write Safety Events & Scores")) || (data === "Read Sensors")) || (data === "Write Sensors")) || (data === "Read Tags")) || (data === "Write Tags")) || (data === "Read Trailer Statistics")) || (data === "Write Trailer Statistics")) || (data === "Read Trailers")) || (data === "Write Trailers")) || (data === "Read Users")) || (data === "Write Users")) || (data === "Read Vehicle Statistics")) || (data === "Write Vehicle Statistics")) || (data === "Read Vehicle Trips")) || (data === "Write Vehicle Trips")) || (data === "Read Vehicles")) || (data === "Write Vehicles")) || (data === "Read Webhooks")) || (data === "Write Webhooks"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const PaginationInfo = validate22;
const schema33 = {"type":"object","required":["endCursor","hasNextPage"],"properties":{"endCursor":{"type":"string"},"hasNextPage":{"type":"boolean"}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.endCursor === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endCursor"},message:"must have required property '"+"endCursor"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hasNextPage === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasNextPage"},message:"must have required property '"+"hasNextPage"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.endCursor !== undefined){
if(typeof data.endCursor !== "string"){
const err2 = {instancePath:instancePath+"/endCursor",schemaPath:"#/properties/endCursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.hasNextPage !== undefined){
if(typeof data.hasNextPage !== "boolean"){
const err3 = {instancePath:instancePath+"/hasNextPage",schemaPath:"#/properties/hasNextPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"endCursor":true,"hasNextPage":true},"dynamicProps":false,"dynamicItems":false};

export const ListEnvelope = validate23;
const schema34 = {"type":"object","required":["data","pagination"],"properties":{"data":{"type":"array","items":{"type":"object","additionalProperties":true}},"pagination":{"$ref":"#/$defs/PaginationInfo"}}};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pagination === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pagination"},message:"must have required property '"+"pagination"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/properties/data/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.pagination !== undefined){
let data2 = data.pagination;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.endCursor === undefined){
const err4 = {instancePath:instancePath+"/pagination",schemaPath:"#/$defs/PaginationInfo/required",keyword:"required",params:{missingProperty: "endCursor"},message:"must have required property '"+"endCursor"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.hasNextPage === undefined){
const err5 = {instancePath:instancePath+"/pagination",schemaPath:"#/$defs/PaginationInfo/required",keyword:"required",params:{missingProperty: "hasNextPage"},message:"must have required property '"+"hasNextPage"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.endCursor !== undefined){
if(typeof data2.endCursor !== "string"){
const err6 = {instancePath:instancePath+"/pagination/endCursor",schemaPath:"#/$defs/PaginationInfo/properties/endCursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.hasNextPage !== undefined){
if(typeof data2.hasNextPage !== "boolean"){
const err7 = {instancePath:instancePath+"/pagination/hasNextPage",schemaPath:"#/$defs/PaginationInfo/properties/hasNextPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/pagination",schemaPath:"#/$defs/PaginationInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"data":true,"pagination":true},"dynamicProps":false,"dynamicItems":false};

export const Vehicle = validate24;
const schema36 = {"type":"object","additionalProperties":true};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const VehicleList = validate25;
const schema37 = {"type":"object","required":["data","pagination"],"properties":{"data":{"type":"array","items":{"$ref":"#/$defs/Vehicle"}},"pagination":{"$ref":"#/$defs/PaginationInfo"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pagination === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pagination"},message:"must have required property '"+"pagination"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/$defs/Vehicle/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.pagination !== undefined){
let data2 = data.pagination;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.endCursor === undefined){
const err4 = {instancePath:instancePath+"/pagination",schemaPath:"#/$defs/PaginationInfo/required",keyword:"required",params:{missingProperty: "endCursor"},message:"must have required property '"+"endCursor"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.hasNextPage === undefined){
const err5 = {instancePath:instancePath+"/pagination",schemaPath:"#/$defs/PaginationInfo/required",keyword:"required",params:{missingProperty: "hasNextPage"},message:"must have required property '"+"hasNextPage"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.endCursor !== undefined){
if(typeof data2.endCursor !== "string"){
const err6 = {instancePath:instancePath+"/pagination/endCursor",schemaPath:"#/$defs/PaginationInfo/properties/endCursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.hasNextPage !== undefined){
if(typeof data2.hasNextPage !== "boolean"){
const err7 = {instancePath:instancePath+"/pagination/hasNextPage",schemaPath:"#/$defs/PaginationInfo/properties/hasNextPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/pagination",schemaPath:"#/$defs/PaginationInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"data":true,"pagination":true},"dynamicProps":false,"dynamicItems":false};

export const DriverVehicleAssignment = validate26;
const schema40 = {"type":"object","additionalProperties":true};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const DriverVehicleAssignmentList = validate27;
const schema41 = {"type":"object","required":["data","pagination"],"properties":{"data":{"type":"array","items":{"$ref":"#/$defs/DriverVehicleAssignment"}},"pagination":{"$ref":"#/$defs/PaginationInfo"}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pagination === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pagination"},message:"must have required property '"+"pagination"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err2 = {instancePath:instancePath+"/data/" + i0,schemaPath:"#/$defs/DriverVehicleAssignment/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.pagination !== undefined){
let data2 = data.pagination;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.endCursor === undefined){
const err4 = {instancePath:instancePath+"/pagination",schemaPath:"#/$defs/PaginationInfo/required",keyword:"required",params:{missingProperty: "endCursor"},message:"must have required property '"+"endCursor"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.hasNextPage === undefined){
const err5 = {instancePath:instancePath+"/pagination",schemaPath:"#/$defs/PaginationInfo/required",keyword:"required",params:{missingProperty: "hasNextPage"},message:"must have required property '"+"hasNextPage"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.endCursor !== undefined){
if(typeof data2.endCursor !== "string"){
const err6 = {instancePath:instancePath+"/pagination/endCursor",schemaPath:"#/$defs/PaginationInfo/properties/endCursor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.hasNextPage !== undefined){
if(typeof data2.hasNextPage !== "boolean"){
const err7 = {instancePath:instancePath+"/pagination/hasNextPage",schemaPath:"#/$defs/PaginationInfo/properties/hasNextPage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/pagination",schemaPath:"#/$defs/PaginationInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"data":true,"pagination":true},"dynamicProps":false,"dynamicItems":false};

export const DriverCreateRequest = validate28;
const schema44 = {"type":"object","additionalProperties":true,"properties":{"name":{"type":"string"},"username":{"type":"string"},"password":{"type":"string","format":"password"},"tagIds":{"type":"array","items":{"type":"string"}}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err0 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.username !== undefined){
if(typeof data.username !== "string"){
const err1 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.password !== undefined){
if(!(typeof data.password === "string")){
const err2 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.tagIds !== undefined){
let data3 = data.tagIds;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err3 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const ApiToken = validate29;
const schema45 = {"type":"object","required":["name","scopes"],"properties":{"name":{"type":"string","minLength":1},"tagIds":{"type":"array","items":{"type":"string"},"uniqueItems":true},"scopes":{"type":"array","items":{"$ref":"#/$defs/ScopeName"},"uniqueItems":true},"token":{"type":"string","minLength":1}}};
const func1 = ajvUcs2length;
const func0 = ajvEqual;

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.scopes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scopes"},message:"must have required property '"+"scopes"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.tagIds !== undefined){
let data1 = data.tagIds;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err4 = {instancePath:instancePath+"/tagIds/" + i0,schemaPath:"#/properties/tagIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err5 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err6 = {instancePath:instancePath+"/tagIds",schemaPath:"#/properties/tagIds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.scopes !== undefined){
let data3 = data.scopes;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i2=0; i2<len1; i2++){
let data4 = data3[i2];
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/scopes/" + i2,schemaPath:"#/$defs/ScopeName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data4 === "Read AEMP") || (data4 === "Write AEMP")) || (data4 === "Read Addresses")) || (data4 === "Write Addresses")) || (data4 === "Read Alert Contacts")) || (data4 === "Write Alert Contacts")) || (data4 === "Read Assignments")) || (data4 === "Write Assignments")) || (data4 === "Read Attributes")) || (data4 === "Write Attributes")) || (data4 === "Read Carrier-Proposed Assignments")) || (data4 === "Write Carrier-Proposed Assignments")) || (data4 === "Read DVIRs")) || (data4 === "Write DVIRs")) || (data4 === "Read Documents")) || (data4 === "Write Documents")) || (data4 === "Read Driver App Settings")) || (data4 === "Write Driver App Settings")) || (data4 === "Read Drivers")) || (data4 === "Write Drivers")) || (data4 === "Read ELD Hours of Service (US)")) || (data4 === "Write ELD Hours of Service (US)")) || (data4 === "Read Equipment")) || (data4 === "Write Equipment")) || (data4 === "Read Equipment Statistics")) || (data4 === "Write Equipment Statistics")) || (data4 === "Read Gateways")) || (data4 === "Write Gateways")) || (data4 === "Read Industrial")) || (data4 === "Write Industrial")) || (data4 === "Read Jobs")) || (data4 === "Write Jobs")) || (data4 === "Read Messages")) || (data4 === "Write Messages")) || (data4 === "Read Org Information")) || (data4 === "Write Org Information")) || (data4 === "Read Routes")) || (data4 === "Write Routes")) || (data4 === "Read Safety Events & Scores")) || (data4 === "Write Safety Events & Scores")) || (data4 === "Read Sensors")) || (data4 === "Write Sensors")) || (data4 === "Read Tags")) || (data4 === "Write Tags")) || (data4 === "Read Trailer Statistics")) || (data4 === "Write Trailer Statistics")) || (data4 === "Read Trailers")) || (data4 === "Write Trailers")) || (data4 === "Read Users")) || (data4 === "Write Users")) || (data4 === "Read Vehicle Statistics")) || (data4 === "Write Vehicle Statistics")) || (data4 === "Read Vehicle Trips")) || (data4 === "Write Vehicle Trips")) || (data4 === "Read Vehicles")) || (data4 === "Write Vehicles")) || (data4 === "Read Webhooks")) || (data4 === "Write Webhooks"))){
const err8 = {instancePath:instancePath+"/scopes/" + i2,schemaPath:"#/$defs/ScopeName/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let i3 = data3.length;
let j1;
if(i3 > 1){
outer0:
for(;i3--;){
for(j1 = i3; j1--;){
if(func0(data3[i3], data3[j1])){
const err9 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.token !== undefined){
let data5 = data.token;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err11 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"name":true,"tagIds":true,"scopes":true,"token":true},"dynamicProps":false,"dynamicItems":false};

export const WebhookCustomHeader = validate30;
const schema47 = {"type":"object","required":["name","value"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"pattern":"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"},"value":{"type":"string"}}};
const pattern4 = new RegExp("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "value"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"},message:"must match pattern \""+"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.value !== undefined){
if(typeof data.value !== "string"){
const err6 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const Webhook = validate31;
const schema48 = {"type":"object","required":["name","url"],"properties":{"name":{"type":"string","minLength":1},"url":{"type":"string","format":"uri","pattern":"^https://[^/?#\\s]+"},"secretKey":{"type":"string","minLength":4,"pattern":"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"},"customHeaders":{"type":"array","maxItems":5,"items":{"$ref":"#/$defs/WebhookCustomHeader"}},"alerts":{"type":"array","items":{"type":"string"}}}};
const formats0 = ajvUriFormat;
const pattern5 = new RegExp("^https://[^/?#\\s]+", "u");
const pattern6 = new RegExp("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https://[^/?#\\s]+"},message:"must match pattern \""+"^https://[^/?#\\s]+"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0(data1))){
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.secretKey !== undefined){
let data2 = data.secretKey;
if(typeof data2 === "string"){
if(func1(data2) < 4){
const err7 = {instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern6.test(data2)){
const err8 = {instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/secretKey",schemaPath:"#/properties/secretKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.customHeaders !== undefined){
let data3 = data.customHeaders;
if(Array.isArray(data3)){
if(data3.length > 5){
const err10 = {instancePath:instancePath+"/customHeaders",schemaPath:"#/properties/customHeaders/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.name === undefined){
const err11 = {instancePath:instancePath+"/customHeaders/" + i0,schemaPath:"#/$defs/WebhookCustomHeader/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.value === undefined){
const err12 = {instancePath:instancePath+"/customHeaders/" + i0,schemaPath:"#/$defs/WebhookCustomHeader/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key0 in data4){
if(!((key0 === "name") || (key0 === "value"))){
const err13 = {instancePath:instancePath+"/customHeaders/" + i0,schemaPath:"#/$defs/WebhookCustomHeader/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.name !== undefined){
let data5 = data4.name;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err14 = {instancePath:instancePath+"/customHeaders/" + i0+"/name",schemaPath:"#/$defs/WebhookCustomHeader/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern4.test(data5)){
const err15 = {instancePath:instancePath+"/customHeaders/" + i0+"/name",schemaPath:"#/$defs/WebhookCustomHeader/properties/name/pattern",keyword:"pattern",params:{pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"},message:"must match pattern \""+"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/customHeaders/" + i0+"/name",schemaPath:"#/$defs/WebhookCustomHeader/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.value !== undefined){
if(typeof data4.value !== "string"){
const err17 = {instancePath:instancePath+"/customHeaders/" + i0+"/value",schemaPath:"#/$defs/WebhookCustomHeader/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/customHeaders/" + i0,schemaPath:"#/$defs/WebhookCustomHeader/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/customHeaders",schemaPath:"#/properties/customHeaders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.alerts !== undefined){
let data7 = data.alerts;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err20 = {instancePath:instancePath+"/alerts/" + i1,schemaPath:"#/properties/alerts/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/alerts",schemaPath:"#/properties/alerts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"name":true,"url":true,"secretKey":true,"customHeaders":true,"alerts":true},"dynamicProps":false,"dynamicItems":false};

export const WebhookNotification = validate32;
const schema50 = {"type":"object","oneOf":[{"$ref":"#/$defs/AlertNotification"},{"$ref":"#/$defs/PingNotification"}],"discriminator":{"propertyName":"eventType"}};
const schema51 = {"type":"object","required":["eventId","eventMs","eventType","event"],"properties":{"eventId":{"type":"string"},"eventMs":{"type":"integer"},"eventType":{"type":"string","const":"Alert"},"event":{"$ref":"#/$defs/AlertEvent"}}};
const schema52 = {"type":"object","required":["alertConditionId"],"properties":{"alertEventUrl":{"type":"string","format":"uri"},"alertConditionDescription":{"type":"string"},"alertConditionId":{"type":"string","minLength":1},"details":{"type":"string"},"device":{"$ref":"#/$defs/AlertDevice"},"orgId":{"type":"integer"},"resolved":{"type":"boolean"},"startMs":{"type":"integer"},"summary":{"type":"string"}}};
const schema53 = {"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"},"serial":{"type":"string"},"vin":{"type":"string"}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alertConditionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alertConditionId"},message:"must have required property '"+"alertConditionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.alertEventUrl !== undefined){
let data0 = data.alertEventUrl;
if(typeof data0 === "string"){
if(!(formats0(data0))){
const err1 = {instancePath:instancePath+"/alertEventUrl",schemaPath:"#/properties/alertEventUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/alertEventUrl",schemaPath:"#/properties/alertEventUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.alertConditionDescription !== undefined){
if(typeof data.alertConditionDescription !== "string"){
const err3 = {instancePath:instancePath+"/alertConditionDescription",schemaPath:"#/properties/alertConditionDescription/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.alertConditionId !== undefined){
let data2 = data.alertConditionId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err4 = {instancePath:instancePath+"/alertConditionId",schemaPath:"#/properties/alertConditionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/alertConditionId",schemaPath:"#/properties/alertConditionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.details !== undefined){
if(typeof data.details !== "string"){
const err6 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.device !== undefined){
let data4 = data.device;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.id !== undefined){
let data5 = data4.id;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err7 = {instancePath:instancePath+"/device/id",schemaPath:"#/$defs/AlertDevice/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4.name !== undefined){
if(typeof data4.name !== "string"){
const err8 = {instancePath:instancePath+"/device/name",schemaPath:"#/$defs/AlertDevice/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.serial !== undefined){
if(typeof data4.serial !== "string"){
const err9 = {instancePath:instancePath+"/device/serial",schemaPath:"#/$defs/AlertDevice/properties/serial/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.vin !== undefined){
if(typeof data4.vin !== "string"){
const err10 = {instancePath:instancePath+"/device/vin",schemaPath:"#/$defs/AlertDevice/properties/vin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/device",schemaPath:"#/$defs/AlertDevice/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.orgId !== undefined){
let data9 = data.orgId;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err12 = {instancePath:instancePath+"/orgId",schemaPath:"#/properties/orgId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.resolved !== undefined){
if(typeof data.resolved !== "boolean"){
const err13 = {instancePath:instancePath+"/resolved",schemaPath:"#/properties/resolved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.startMs !== undefined){
let data11 = data.startMs;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err14 = {instancePath:instancePath+"/startMs",schemaPath:"#/properties/startMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.summary !== undefined){
if(typeof data.summary !== "string"){
const err15 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"alertEventUrl":true,"alertConditionDescription":true,"alertConditionId":true,"details":true,"device":true,"orgId":true,"resolved":true,"startMs":true,"summary":true},"dynamicProps":false,"dynamicItems":false};


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eventId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.eventMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventMs"},message:"must have required property '"+"eventMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.eventType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventType"},message:"must have required property '"+"eventType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.event === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
const err4 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/eventMs",schemaPath:"#/properties/eventMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("Alert" !== data2){
const err7 = {instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/const",keyword:"const",params:{allowedValue: "Alert"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.event !== undefined){
if(!(validate34(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"eventId":true,"eventMs":true,"eventType":true,"event":true},"dynamicProps":false,"dynamicItems":false};

const schema54 = {"type":"object","required":["eventId","eventMs","eventType","event"],"properties":{"eventId":{"type":"string"},"eventMs":{"type":"integer"},"eventType":{"type":"string","const":"Ping"},"event":{"$ref":"#/$defs/PingEvent"}}};
const schema55 = {"type":"object","required":["text"],"additionalProperties":false,"properties":{"text":{"type":"string","const":"Ping"}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eventId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.eventMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventMs"},message:"must have required property '"+"eventMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.eventType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventType"},message:"must have required property '"+"eventType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.event === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
const err4 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/eventMs",schemaPath:"#/properties/eventMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("Ping" !== data2){
const err7 = {instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/const",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.event !== undefined){
let data3 = data.event;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.text === undefined){
const err8 = {instancePath:instancePath+"/event",schemaPath:"#/$defs/PingEvent/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data3){
if(!(key0 === "text")){
const err9 = {instancePath:instancePath+"/event",schemaPath:"#/$defs/PingEvent/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.text !== undefined){
let data4 = data3.text;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/event/text",schemaPath:"#/$defs/PingEvent/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("Ping" !== data4){
const err11 = {instancePath:instancePath+"/event/text",schemaPath:"#/$defs/PingEvent/properties/text/const",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/event",schemaPath:"#/$defs/PingEvent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":{"eventId":true,"eventMs":true,"eventType":true,"event":true},"dynamicProps":false,"dynamicItems":false};


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.eventType;
if(typeof tag0 == "string"){
if(tag0 === "Alert"){
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var props0 = {};
props0.eventId = true;
props0.eventMs = true;
props0.eventType = true;
props0.event = true;
}
else if(tag0 === "Ping"){
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.eventId = true;
props0.eventMs = true;
props0.eventType = true;
props0.event = true;
}
}
else {
const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "eventType", tagValue: tag0},message:"value of tag \"eventType\" must be in oneOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "eventType", tagValue: tag0},message:"tag \"eventType\" must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate32.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const AlertNotification = validate39;

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eventId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.eventMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventMs"},message:"must have required property '"+"eventMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.eventType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventType"},message:"must have required property '"+"eventType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.event === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
const err4 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/eventMs",schemaPath:"#/properties/eventMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("Alert" !== data2){
const err7 = {instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/const",keyword:"const",params:{allowedValue: "Alert"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.event !== undefined){
if(!(validate34(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"eventId":true,"eventMs":true,"eventType":true,"event":true},"dynamicProps":false,"dynamicItems":false};

export const PingNotification = validate41;

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eventId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventId"},message:"must have required property '"+"eventId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.eventMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventMs"},message:"must have required property '"+"eventMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.eventType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "eventType"},message:"must have required property '"+"eventType"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.event === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
const err4 = {instancePath:instancePath+"/eventId",schemaPath:"#/properties/eventId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/eventMs",schemaPath:"#/properties/eventMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("Ping" !== data2){
const err7 = {instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/const",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.event !== undefined){
let data3 = data.event;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.text === undefined){
const err8 = {instancePath:instancePath+"/event",schemaPath:"#/$defs/PingEvent/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data3){
if(!(key0 === "text")){
const err9 = {instancePath:instancePath+"/event",schemaPath:"#/$defs/PingEvent/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.text !== undefined){
let data4 = data3.text;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/event/text",schemaPath:"#/$defs/PingEvent/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("Ping" !== data4){
const err11 = {instancePath:instancePath+"/event/text",schemaPath:"#/$defs/PingEvent/properties/text/const",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/event",schemaPath:"#/$defs/PingEvent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":{"eventId":true,"eventMs":true,"eventType":true,"event":true},"dynamicProps":false,"dynamicItems":false};

export const AlertEvent = validate42;

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alertConditionId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alertConditionId"},message:"must have required property '"+"alertConditionId"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.alertEventUrl !== undefined){
let data0 = data.alertEventUrl;
if(typeof data0 === "string"){
if(!(formats0(data0))){
const err1 = {instancePath:instancePath+"/alertEventUrl",schemaPath:"#/properties/alertEventUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/alertEventUrl",schemaPath:"#/properties/alertEventUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.alertConditionDescription !== undefined){
if(typeof data.alertConditionDescription !== "string"){
const err3 = {instancePath:instancePath+"/alertConditionDescription",schemaPath:"#/properties/alertConditionDescription/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.alertConditionId !== undefined){
let data2 = data.alertConditionId;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err4 = {instancePath:instancePath+"/alertConditionId",schemaPath:"#/properties/alertConditionId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/alertConditionId",schemaPath:"#/properties/alertConditionId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.details !== undefined){
if(typeof data.details !== "string"){
const err6 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.device !== undefined){
let data4 = data.device;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.id !== undefined){
let data5 = data4.id;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err7 = {instancePath:instancePath+"/device/id",schemaPath:"#/$defs/AlertDevice/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4.name !== undefined){
if(typeof data4.name !== "string"){
const err8 = {instancePath:instancePath+"/device/name",schemaPath:"#/$defs/AlertDevice/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.serial !== undefined){
if(typeof data4.serial !== "string"){
const err9 = {instancePath:instancePath+"/device/serial",schemaPath:"#/$defs/AlertDevice/properties/serial/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.vin !== undefined){
if(typeof data4.vin !== "string"){
const err10 = {instancePath:instancePath+"/device/vin",schemaPath:"#/$defs/AlertDevice/properties/vin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/device",schemaPath:"#/$defs/AlertDevice/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.orgId !== undefined){
let data9 = data.orgId;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err12 = {instancePath:instancePath+"/orgId",schemaPath:"#/properties/orgId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.resolved !== undefined){
if(typeof data.resolved !== "boolean"){
const err13 = {instancePath:instancePath+"/resolved",schemaPath:"#/properties/resolved/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.startMs !== undefined){
let data11 = data.startMs;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err14 = {instancePath:instancePath+"/startMs",schemaPath:"#/properties/startMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.summary !== undefined){
if(typeof data.summary !== "string"){
const err15 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"alertEventUrl":true,"alertConditionDescription":true,"alertConditionId":true,"details":true,"device":true,"orgId":true,"resolved":true,"startMs":true,"summary":true},"dynamicProps":false,"dynamicItems":false};

export const AlertDevice = validate43;

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.serial !== undefined){
if(typeof data.serial !== "string"){
const err2 = {instancePath:instancePath+"/serial",schemaPath:"#/properties/serial/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.vin !== undefined){
if(typeof data.vin !== "string"){
const err3 = {instancePath:instancePath+"/vin",schemaPath:"#/properties/vin/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"id":true,"name":true,"serial":true,"vin":true},"dynamicProps":false,"dynamicItems":false};

export const PingEvent = validate44;

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.text === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "text")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.text !== undefined){
let data0 = data.text;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("Ping" !== data0){
const err3 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/const",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
