// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.
// @ts-nocheck -- ajv standalone output
import { ajvDateTimeFormat, ajvEqual, ajvUcs2length, ajvUriFormat } from "fleetkit/runtime";

function compile() {
function $type(v, instancePath, type) {
(v ??= []).push({instancePath, keyword: "type", params: {type}, message: "must be " + type});
return v;
}
function $required(v, instancePath, missingProperty) {
(v ??= []).push({instancePath, keyword: "required", params: {missingProperty}, message: "must have required property '" + missingProperty + "'"});
return v;
}
function $format(v, instancePath, format) {
(v ??= []).push({instancePath, keyword: "format", params: {format}, message: 'must match format "' + format + '"'});
return v;
}
function $enum(v, instancePath, allowedValues) {
(v ??= []).push({instancePath, keyword: "enum", params: {allowedValues}, message: "must be equal to one of the allowed values"});
return v;
}

const ScopeName = validate53;
const schema20 = {"type":"string","enum":["Read AEMP","Write AEMP","Read Addresses","Write Addresses","Read Alert Contacts","Write Alert Contacts","Read Assignments","Write Assignments","Read Attributes","Write Attributes","Read Carrier-Proposed Assignments","Write Carrier-Proposed Assignments","Read DVIRs","Write DVIRs","Read Documents","Write Documents","Read Driver App Settings","Write Driver App Settings","Read Drivers","Write Drivers","Read ELD Hours of Service (US)","Write ELD Hours of Service (US)","Read Equipment","Write Equipment","Read Equipment Statistics","Write Equipment Statistics","Read Gateways","Write Gateways","Read Industrial","Write Industrial","Read Jobs","Write Jobs","Read Messages","Write Messages","Read Org Information","Write Org Information","Read Routes","Write Routes","Read Safety Events & Scores","Write Safety Events & Scores","Read Sensors","Write Sensors","Read Tags","Write Tags","Read Trailer Statistics","Write Trailer Statistics","Read Trailers","Write Trailers","Read Users","Write Users","Read Vehicle Statistics","Write Vehicle Statistics","Read Vehicle Trips","Write Vehicle Trips","Read Vehicles","Write Vehicles","Read Webhooks","Write Webhooks"]};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
errors++;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data === "Read AEMP") || (data === "Write AEMP")) || (data === "Read Addresses")) || (data === "Write Addresses")) || (data === "Read Alert Contacts")) || (data === "Write Alert Contacts")) || (data === "Read Assignments")) || (data === "Write Assignments")) || (data === "Read Attributes")) || (data === "Write Attributes")) || (data === "Read Carrier-Proposed Assignments")) || (data === "Write Carrier-Proposed Assignments")) || (data === "Read DVIRs")) || (data === "Write DVIRs")) || (data === "Read Documents")) || (data === "Write Documents")) || (data === "Read Driver App Settings")) || (data === "Write Driver App Settings")) || (data === "Read Drivers")) || (data === "Write Drivers")) || (data === "Read ELD Hours of Service (US)")) || (data === "Write ELD Hours of Service (US)")) || (data === "Read Equipment")) || (data === "Write Equipment")) || (data === "Read Equipment Statistics")) || (data === "Write Equipment Statistics")) || (data === "Read Gateways")) || (data === "Write Gateways")) || (data === "Read Industrial")) || (data === "Write Industrial")) || (data === "Read Jobs")) || (data === "Write Jobs")) || (data === "Read Messages")) || (data === "Write Messages")) || (data === "Read Org Information")) || (data === "Write Org Information")) || (data === "Read Routes")) || (data === "Write Routes")) || (data === "Read Safety Events & Scores")) || (data === "Write Safety Events & Scores")) || (data === "Read Sensors")) || (data === "Write Sensors")) || (data === "Read Tags")) || (data === "Write Tags")) || (data === "Read Trailer Statistics")) || (data === "Write Trailer Statistics")) || (data === "Read Trailers")) || (data === "Write Trailers")) || (data === "Read Users")) || (data === "Write Users")) || (data === "Read Vehicle Statistics")) || (data === "Write Vehicle Statistics")) || (data === "Read Vehicle Trips")) || (data === "Write Vehicle Trips")) || (data === "Read Vehicles")) || (data === "Write Vehicles")) || (data === "Read Webhooks")) || (data === "Write Webhooks"))){
vErrors = $enum(vErrors, instancePath, schema20.enum);
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

const ErrorResponse = validate54;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.message !== undefined){
if(typeof data.message !== "string"){
vErrors = $type(vErrors, instancePath+"/message", "string");
errors++;
}
}
if(data.requestId !== undefined){
if(typeof data.requestId !== "string"){
vErrors = $type(vErrors, instancePath+"/requestId", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}

const PaginationInfo = validate55;

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.endCursor === undefined){
vErrors = $required(vErrors, instancePath, "endCursor");
errors++;
}
if(data.hasNextPage === undefined){
vErrors = $required(vErrors, instancePath, "hasNextPage");
errors++;
}
if(data.endCursor !== undefined){
if(typeof data.endCursor !== "string"){
vErrors = $type(vErrors, instancePath+"/endCursor", "string");
errors++;
}
}
if(data.hasNextPage !== undefined){
if(typeof data.hasNextPage !== "boolean"){
vErrors = $type(vErrors, instancePath+"/hasNextPage", "boolean");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}

const ListEnvelope = validate56;

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.endCursor === undefined){
vErrors = $required(vErrors, instancePath, "endCursor");
errors++;
}
if(data.hasNextPage === undefined){
vErrors = $required(vErrors, instancePath, "hasNextPage");
errors++;
}
if(data.endCursor !== undefined){
if(typeof data.endCursor !== "string"){
vErrors = $type(vErrors, instancePath+"/endCursor", "string");
errors++;
}
}
if(data.hasNextPage !== undefined){
if(typeof data.hasNextPage !== "boolean"){
vErrors = $type(vErrors, instancePath+"/hasNextPage", "boolean");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
vErrors = $required(vErrors, instancePath, "data");
errors++;
}
if(data.pagination === undefined){
vErrors = $required(vErrors, instancePath, "pagination");
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
vErrors = $type(vErrors, instancePath+"/data/" + i0, "object");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate57(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}

const Vehicle = validate59;

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}

const VehicleList = validate60;

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
vErrors = $required(vErrors, instancePath, "data");
errors++;
}
if(data.pagination === undefined){
vErrors = $required(vErrors, instancePath, "pagination");
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate61(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate57(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}

const DriverVehicleAssignment = validate64;

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}

const DriverVehicleAssignmentList = validate65;

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}


function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
vErrors = $required(vErrors, instancePath, "data");
errors++;
}
if(data.pagination === undefined){
vErrors = $required(vErrors, instancePath, "pagination");
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate66(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate57(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}

const VehicleStats = validate69;

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
if(typeof data.id !== "string"){
vErrors = $type(vErrors, instancePath+"/id", "string");
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}

const VehicleStatsList = validate70;

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
if(typeof data.id !== "string"){
vErrors = $type(vErrors, instancePath+"/id", "string");
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
vErrors = $required(vErrors, instancePath, "data");
errors++;
}
if(data.pagination === undefined){
vErrors = $required(vErrors, instancePath, "pagination");
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate71(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate57(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}

const VehicleLocation = validate74;
const formats0 = ajvDateTimeFormat;

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.time === undefined){
vErrors = $required(vErrors, instancePath, "time");
errors++;
}
if(data.latitude === undefined){
vErrors = $required(vErrors, instancePath, "latitude");
errors++;
}
if(data.longitude === undefined){
vErrors = $required(vErrors, instancePath, "longitude");
errors++;
}
if(data.time !== undefined){
let data0 = data.time;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
vErrors = $format(vErrors, instancePath+"/time", "date-time");
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/time", "string");
errors++;
}
}
if(data.latitude !== undefined){
let data1 = data.latitude;
if(!((typeof data1 == "number") && (isFinite(data1)))){
vErrors = $type(vErrors, instancePath+"/latitude", "number");
errors++;
}
}
if(data.longitude !== undefined){
let data2 = data.longitude;
if(!((typeof data2 == "number") && (isFinite(data2)))){
vErrors = $type(vErrors, instancePath+"/longitude", "number");
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(!((typeof data3 == "number") && (isFinite(data3)))){
vErrors = $type(vErrors, instancePath+"/heading", "number");
errors++;
}
}
if(data.speed !== undefined){
let data4 = data.speed;
if(!((typeof data4 == "number") && (isFinite(data4)))){
vErrors = $type(vErrors, instancePath+"/speed", "number");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}

const VehicleLocations = validate75;

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.time === undefined){
vErrors = $required(vErrors, instancePath, "time");
errors++;
}
if(data.latitude === undefined){
vErrors = $required(vErrors, instancePath, "latitude");
errors++;
}
if(data.longitude === undefined){
vErrors = $required(vErrors, instancePath, "longitude");
errors++;
}
if(data.time !== undefined){
let data0 = data.time;
if(typeof data0 === "string"){
if(!(formats0.validate(data0))){
vErrors = $format(vErrors, instancePath+"/time", "date-time");
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/time", "string");
errors++;
}
}
if(data.latitude !== undefined){
let data1 = data.latitude;
if(!((typeof data1 == "number") && (isFinite(data1)))){
vErrors = $type(vErrors, instancePath+"/latitude", "number");
errors++;
}
}
if(data.longitude !== undefined){
let data2 = data.longitude;
if(!((typeof data2 == "number") && (isFinite(data2)))){
vErrors = $type(vErrors, instancePath+"/longitude", "number");
errors++;
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(!((typeof data3 == "number") && (isFinite(data3)))){
vErrors = $type(vErrors, instancePath+"/heading", "number");
errors++;
}
}
if(data.speed !== undefined){
let data4 = data.speed;
if(!((typeof data4 == "number") && (isFinite(data4)))){
vErrors = $type(vErrors, instancePath+"/speed", "number");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}


function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
vErrors = $required(vErrors, instancePath, "id");
errors++;
}
if(data.name === undefined){
vErrors = $required(vErrors, instancePath, "name");
errors++;
}
if(data.locations === undefined){
vErrors = $required(vErrors, instancePath, "locations");
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
vErrors = $type(vErrors, instancePath+"/id", "string");
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
if(data.locations !== undefined){
let data2 = data.locations;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate76(data2[i0], {instancePath:instancePath+"/locations/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/locations", "array");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}

const VehicleLocationsList = validate78;

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
vErrors = $required(vErrors, instancePath, "id");
errors++;
}
if(data.name === undefined){
vErrors = $required(vErrors, instancePath, "name");
errors++;
}
if(data.locations === undefined){
vErrors = $required(vErrors, instancePath, "locations");
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
vErrors = $type(vErrors, instancePath+"/id", "string");
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
if(data.locations !== undefined){
let data2 = data.locations;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate76(data2[i0], {instancePath:instancePath+"/locations/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/locations", "array");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}


function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
vErrors = $required(vErrors, instancePath, "data");
errors++;
}
if(data.pagination === undefined){
vErrors = $required(vErrors, instancePath, "pagination");
errors++;
}
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate79(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate57(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}

const LegacyPagination = validate83;

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.endCursor === undefined){
vErrors = $required(vErrors, instancePath, "endCursor");
errors++;
}
if(data.startCursor === undefined){
vErrors = $required(vErrors, instancePath, "startCursor");
errors++;
}
if(data.hasNextPage === undefined){
vErrors = $required(vErrors, instancePath, "hasNextPage");
errors++;
}
if(data.hasPrevPage === undefined){
vErrors = $required(vErrors, instancePath, "hasPrevPage");
errors++;
}
if(data.endCursor !== undefined){
if(typeof data.endCursor !== "string"){
vErrors = $type(vErrors, instancePath+"/endCursor", "string");
errors++;
}
}
if(data.startCursor !== undefined){
if(typeof data.startCursor !== "string"){
vErrors = $type(vErrors, instancePath+"/startCursor", "string");
errors++;
}
}
if(data.hasNextPage !== undefined){
if(typeof data.hasNextPage !== "boolean"){
vErrors = $type(vErrors, instancePath+"/hasNextPage", "boolean");
errors++;
}
}
if(data.hasPrevPage !== undefined){
if(typeof data.hasPrevPage !== "boolean"){
vErrors = $type(vErrors, instancePath+"/hasPrevPage", "boolean");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}

const LegacyObject = validate84;

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}

const LegacyVehicleList = validate85;

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.endCursor === undefined){
vErrors = $required(vErrors, instancePath, "endCursor");
errors++;
}
if(data.startCursor === undefined){
vErrors = $required(vErrors, instancePath, "startCursor");
errors++;
}
if(data.hasNextPage === undefined){
vErrors = $required(vErrors, instancePath, "hasNextPage");
errors++;
}
if(data.hasPrevPage === undefined){
vErrors = $required(vErrors, instancePath, "hasPrevPage");
errors++;
}
if(data.endCursor !== undefined){
if(typeof data.endCursor !== "string"){
vErrors = $type(vErrors, instancePath+"/endCursor", "string");
errors++;
}
}
if(data.startCursor !== undefined){
if(typeof data.startCursor !== "string"){
vErrors = $type(vErrors, instancePath+"/startCursor", "string");
errors++;
}
}
if(data.hasNextPage !== undefined){
if(typeof data.hasNextPage !== "boolean"){
vErrors = $type(vErrors, instancePath+"/hasNextPage", "boolean");
errors++;
}
}
if(data.hasPrevPage !== undefined){
if(typeof data.hasPrevPage !== "boolean"){
vErrors = $type(vErrors, instancePath+"/hasPrevPage", "boolean");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vehicles !== undefined){
let data0 = data.vehicles;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate86(data0[i0], {instancePath:instancePath+"/vehicles/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/vehicles", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate88(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}

const LegacyAssetLocationList = validate90;

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.assets !== undefined){
let data0 = data.assets;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate86(data0[i0], {instancePath:instancePath+"/assets/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/assets", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate88(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}

const LegacyReeferList = validate93;

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate86(data0[i0], {instancePath:instancePath+"/data/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate88(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}

const LegacyTrailerAssignmentList = validate96;

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.trailers !== undefined){
let data0 = data.trailers;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate86(data0[i0], {instancePath:instancePath+"/trailers/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/trailers", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate88(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}

const LegacyVehicleStatsList = validate99;

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vehicleStats === undefined){
vErrors = $required(vErrors, instancePath, "vehicleStats");
errors++;
}
if(data.vehicleStats !== undefined){
let data0 = data.vehicleStats;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate86(data0[i0], {instancePath:instancePath+"/vehicleStats/" + i0,parentData:data0,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/vehicleStats", "array");
errors++;
}
}
if(data.pagination !== undefined){
if(!(validate88(data.pagination, {instancePath:instancePath+"/pagination",parentData:data,parentDataProperty:"pagination",rootData}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}

const Driver = validate102;

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}

const DriverResponse = validate103;

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate104.errors = vErrors;
return errors === 0;
}


function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data !== undefined){
if(!(validate104(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}

const DriverCreateRequest = validate106;

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
vErrors = $required(vErrors, instancePath, "name");
errors++;
}
if(data.username === undefined){
vErrors = $required(vErrors, instancePath, "username");
errors++;
}
if(data.password === undefined){
vErrors = $required(vErrors, instancePath, "password");
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
if(data.username !== undefined){
if(typeof data.username !== "string"){
vErrors = $type(vErrors, instancePath+"/username", "string");
errors++;
}
}
if(data.password !== undefined){
if(!(typeof data.password === "string")){
vErrors = $type(vErrors, instancePath+"/password", "string");
errors++;
}
}
if(data.tagIds !== undefined){
let data3 = data.tagIds;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
vErrors = $type(vErrors, instancePath+"/tagIds/" + i0, "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/tagIds", "array");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate106.errors = vErrors;
return errors === 0;
}

const ApiToken = validate107;
const func1 = ajvUcs2length;
const func0 = ajvEqual;

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
errors++;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data === "Read AEMP") || (data === "Write AEMP")) || (data === "Read Addresses")) || (data === "Write Addresses")) || (data === "Read Alert Contacts")) || (data === "Write Alert Contacts")) || (data === "Read Assignments")) || (data === "Write Assignments")) || (data === "Read Attributes")) || (data === "Write Attributes")) || (data === "Read Carrier-Proposed Assignments")) || (data === "Write Carrier-Proposed Assignments")) || (data === "Read DVIRs")) || (data === "Write DVIRs")) || (data === "Read Documents")) || (data === "Write Documents")) || (data === "Read Driver App Settings")) || (data === "Write Driver App Settings")) || (data === "Read Drivers")) || (data === "Write Drivers")) || (data === "Read ELD Hours of Service (US)")) || (data === "Write ELD Hours of Service (US)")) || (data === "Read Equipment")) || (data === "Write Equipment")) || (data === "Read Equipment Statistics")) || (data === "Write Equipment Statistics")) || (data === "Read Gateways")) || (data === "Write Gateways")) || (data === "Read Industrial")) || (data === "Write Industrial")) || (data === "Read Jobs")) || (data === "Write Jobs")) || (data === "Read Messages")) || (data === "Write Messages")) || (data === "Read Org Information")) || (data === "Write Org Information")) || (data === "Read Routes")) || (data === "Write Routes")) || (data === "Read Safety Events & Scores")) || (data === "Write Safety Events & Scores")) || (data === "Read Sensors")) || (data === "Write Sensors")) || (data === "Read Tags")) || (data === "Write Tags")) || (data === "Read Trailer Statistics")) || (data === "Write Trailer Statistics")) || (data === "Read Trailers")) || (data === "Write Trailers")) || (data === "Read Users")) || (data === "Write Users")) || (data === "Read Vehicle Statistics")) || (data === "Write Vehicle Statistics")) || (data === "Read Vehicle Trips")) || (data === "Write Vehicle Trips")) || (data === "Read Vehicles")) || (data === "Write Vehicles")) || (data === "Read Webhooks")) || (data === "Write Webhooks"))){
vErrors = $enum(vErrors, instancePath, schema20.enum);
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}


function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
vErrors = $required(vErrors, instancePath, "name");
errors++;
}
if(data.scopes === undefined){
vErrors = $required(vErrors, instancePath, "scopes");
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) < 1){
(vErrors ??= []).push({instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"});
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
if(data.tagIds !== undefined){
let data1 = data.tagIds;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
vErrors = $type(vErrors, instancePath+"/tagIds/" + i0, "string");
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
(vErrors ??= []).push({instancePath:instancePath+"/tagIds",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"});
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/tagIds", "array");
errors++;
}
}
if(data.scopes !== undefined){
let data3 = data.scopes;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i2=0; i2<len1; i2++){
if(!(validate108(data3[i2], {instancePath:instancePath+"/scopes/" + i2,parentData:data3,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
}
let i3 = data3.length;
let j1;
if(i3 > 1){
outer0:
for(;i3--;){
for(j1 = i3; j1--;){
if(func0(data3[i3], data3[j1])){
(vErrors ??= []).push({instancePath:instancePath+"/scopes",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"});
errors++;
break outer0;
}
}
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/scopes", "array");
errors++;
}
}
if(data.token !== undefined){
let data5 = data.token;
if(typeof data5 === "string"){
if(func1(data5) < 1){
(vErrors ??= []).push({instancePath:instancePath+"/token",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"});
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/token", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate107.errors = vErrors;
return errors === 0;
}

const WebhookCustomHeader = validate110;

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
vErrors = $required(vErrors, instancePath, "key");
errors++;
}
if(data.value === undefined){
vErrors = $required(vErrors, instancePath, "value");
errors++;
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
vErrors = $type(vErrors, instancePath+"/key", "string");
errors++;
}
}
if(data.value !== undefined){
if(typeof data.value !== "string"){
vErrors = $type(vErrors, instancePath+"/value", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}

const WebhookCustomHeaders = validate111;

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
vErrors = $required(vErrors, instancePath, "key");
errors++;
}
if(data.value === undefined){
vErrors = $required(vErrors, instancePath, "value");
errors++;
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
vErrors = $type(vErrors, instancePath+"/key", "string");
errors++;
}
}
if(data.value !== undefined){
if(typeof data.value !== "string"){
vErrors = $type(vErrors, instancePath+"/value", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}


function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 5){
(vErrors ??= []).push({instancePath,keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"});
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate112(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "array");
errors++;
}
validate111.errors = vErrors;
return errors === 0;
}

const WebhookVersion = validate114;

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}

const WebhookCreateRequest = validate115;
const formats4 = ajvUriFormat;
const pattern3 = new RegExp("^https://[^/?#\\s]+", "u");

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length > 5){
(vErrors ??= []).push({instancePath,keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"});
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate112(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "array");
errors++;
}
validate116.errors = vErrors;
return errors === 0;
}


function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
errors++;
}
validate119.errors = vErrors;
return errors === 0;
}


function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
vErrors = $required(vErrors, instancePath, "name");
errors++;
}
if(data.url === undefined){
vErrors = $required(vErrors, instancePath, "url");
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
(vErrors ??= []).push({instancePath:instancePath+"/url",keyword:"pattern",params:{pattern: "^https://[^/?#\\s]+"},message:"must match pattern \""+"^https://[^/?#\\s]+"+"\""});
errors++;
}
if(!(formats4(data1))){
vErrors = $format(vErrors, instancePath+"/url", "uri");
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/url", "string");
errors++;
}
}
if(data.customHeaders !== undefined){
if(!(validate116(data.customHeaders, {instancePath:instancePath+"/customHeaders",parentData:data,parentDataProperty:"customHeaders",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
if(data.eventTypes !== undefined){
let data3 = data.eventTypes;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
vErrors = $type(vErrors, instancePath+"/eventTypes/" + i0, "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/eventTypes", "array");
errors++;
}
}
if(data.version !== undefined){
if(!(validate119(data.version, {instancePath:instancePath+"/version",parentData:data,parentDataProperty:"version",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate115.errors = vErrors;
return errors === 0;
}

const Webhook = validate121;
const pattern5 = new RegExp("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", "u");

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
vErrors = $required(vErrors, instancePath, "id");
errors++;
}
if(data.name === undefined){
vErrors = $required(vErrors, instancePath, "name");
errors++;
}
if(data.url === undefined){
vErrors = $required(vErrors, instancePath, "url");
errors++;
}
if(data.secretKey === undefined){
vErrors = $required(vErrors, instancePath, "secretKey");
errors++;
}
if(data.version === undefined){
vErrors = $required(vErrors, instancePath, "version");
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
vErrors = $type(vErrors, instancePath+"/id", "string");
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
if(data.url !== undefined){
let data2 = data.url;
if(typeof data2 === "string"){
if(!pattern3.test(data2)){
(vErrors ??= []).push({instancePath:instancePath+"/url",keyword:"pattern",params:{pattern: "^https://[^/?#\\s]+"},message:"must match pattern \""+"^https://[^/?#\\s]+"+"\""});
errors++;
}
if(!(formats4(data2))){
vErrors = $format(vErrors, instancePath+"/url", "uri");
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/url", "string");
errors++;
}
}
if(data.secretKey !== undefined){
let data3 = data.secretKey;
if(typeof data3 === "string"){
if(func1(data3) < 4){
(vErrors ??= []).push({instancePath:instancePath+"/secretKey",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"});
errors++;
}
if(!pattern5.test(data3)){
(vErrors ??= []).push({instancePath:instancePath+"/secretKey",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"+"\""});
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/secretKey", "string");
errors++;
}
}
if(data.customHeaders !== undefined){
if(!(validate116(data.customHeaders, {instancePath:instancePath+"/customHeaders",parentData:data,parentDataProperty:"customHeaders",rootData}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
}
if(data.eventTypes !== undefined){
let data5 = data.eventTypes;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
vErrors = $type(vErrors, instancePath+"/eventTypes/" + i0, "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/eventTypes", "array");
errors++;
}
}
if(data.version !== undefined){
if(!(validate119(data.version, {instancePath:instancePath+"/version",parentData:data,parentDataProperty:"version",rootData}))){
vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate121.errors = vErrors;
return errors === 0;
}

const WebhookNotification = validate124;

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
vErrors = $type(vErrors, instancePath+"/id", "integer");
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
if(data.serial !== undefined){
if(typeof data.serial !== "string"){
vErrors = $type(vErrors, instancePath+"/serial", "string");
errors++;
}
}
if(data.vin !== undefined){
if(typeof data.vin !== "string"){
vErrors = $type(vErrors, instancePath+"/vin", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate127.errors = vErrors;
return errors === 0;
}


function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alertConditionId === undefined){
vErrors = $required(vErrors, instancePath, "alertConditionId");
errors++;
}
if(data.alertEventUrl !== undefined){
let data0 = data.alertEventUrl;
if(typeof data0 === "string"){
if(!(formats4(data0))){
vErrors = $format(vErrors, instancePath+"/alertEventUrl", "uri");
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/alertEventUrl", "string");
errors++;
}
}
if(data.alertConditionDescription !== undefined){
if(typeof data.alertConditionDescription !== "string"){
vErrors = $type(vErrors, instancePath+"/alertConditionDescription", "string");
errors++;
}
}
if(data.alertConditionId !== undefined){
if(typeof data.alertConditionId !== "string"){
vErrors = $type(vErrors, instancePath+"/alertConditionId", "string");
errors++;
}
}
if(data.details !== undefined){
if(typeof data.details !== "string"){
vErrors = $type(vErrors, instancePath+"/details", "string");
errors++;
}
}
if(data.device !== undefined){
if(!(validate127(data.device, {instancePath:instancePath+"/device",parentData:data,parentDataProperty:"device",rootData}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
if(data.orgId !== undefined){
let data5 = data.orgId;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
vErrors = $type(vErrors, instancePath+"/orgId", "integer");
errors++;
}
}
if(data.resolved !== undefined){
if(typeof data.resolved !== "boolean"){
vErrors = $type(vErrors, instancePath+"/resolved", "boolean");
errors++;
}
}
if(data.startMs !== undefined){
let data7 = data.startMs;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
vErrors = $type(vErrors, instancePath+"/startMs", "integer");
errors++;
}
}
if(data.summary !== undefined){
if(typeof data.summary !== "string"){
vErrors = $type(vErrors, instancePath+"/summary", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate126.errors = vErrors;
return errors === 0;
}


function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eventId === undefined){
vErrors = $required(vErrors, instancePath, "eventId");
errors++;
}
if(data.eventMs === undefined){
vErrors = $required(vErrors, instancePath, "eventMs");
errors++;
}
if(data.eventType === undefined){
vErrors = $required(vErrors, instancePath, "eventType");
errors++;
}
if(data.event === undefined){
vErrors = $required(vErrors, instancePath, "event");
errors++;
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
vErrors = $type(vErrors, instancePath+"/eventId", "string");
errors++;
}
}
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
vErrors = $type(vErrors, instancePath+"/eventMs", "integer");
errors++;
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
errors++;
}
if("Alert" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Alert"},message:"must be equal to constant"});
errors++;
}
}
if(data.event !== undefined){
if(!(validate126(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate125.errors = vErrors;
return errors === 0;
}


function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.text === undefined){
vErrors = $required(vErrors, instancePath, "text");
errors++;
}
for(const key0 in data){
if(!(key0 === "text")){
(vErrors ??= []).push({instancePath,keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"});
errors++;
}
}
if(data.text !== undefined){
let data0 = data.text;
if(typeof data0 !== "string"){
vErrors = $type(vErrors, instancePath+"/text", "string");
errors++;
}
if("Ping" !== data0){
(vErrors ??= []).push({instancePath:instancePath+"/text",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"});
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate131.errors = vErrors;
return errors === 0;
}


function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eventId === undefined){
vErrors = $required(vErrors, instancePath, "eventId");
errors++;
}
if(data.eventMs === undefined){
vErrors = $required(vErrors, instancePath, "eventMs");
errors++;
}
if(data.eventType === undefined){
vErrors = $required(vErrors, instancePath, "eventType");
errors++;
}
if(data.event === undefined){
vErrors = $required(vErrors, instancePath, "event");
errors++;
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
vErrors = $type(vErrors, instancePath+"/eventId", "string");
errors++;
}
}
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
vErrors = $type(vErrors, instancePath+"/eventMs", "integer");
errors++;
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
errors++;
}
if("Ping" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"});
errors++;
}
}
if(data.event !== undefined){
if(!(validate131(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate130.errors = vErrors;
return errors === 0;
}


function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.eventType;
if(typeof tag0 == "string"){
if(tag0 === "Alert"){
if(!(validate125(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
else if(tag0 === "Ping"){
if(!(validate130(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate130.errors : vErrors.concat(validate130.errors);
errors = vErrors.length;
}
}
else {
(vErrors ??= []).push({instancePath,keyword:"discriminator",params:{error: "mapping", tag: "eventType", tagValue: tag0},message:"value of tag \"eventType\" must be in oneOf"});
errors++;
}
}
else {
(vErrors ??= []).push({instancePath,keyword:"discriminator",params:{error: "tag", tag: "eventType", tagValue: tag0},message:"tag \"eventType\" must be string"});
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate124.errors = vErrors;
return errors === 0;
}

const AlertNotification = validate135;

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eventId === undefined){
vErrors = $required(vErrors, instancePath, "eventId");
errors++;
}
if(data.eventMs === undefined){
vErrors = $required(vErrors, instancePath, "eventMs");
errors++;
}
if(data.eventType === undefined){
vErrors = $required(vErrors, instancePath, "eventType");
errors++;
}
if(data.event === undefined){
vErrors = $required(vErrors, instancePath, "event");
errors++;
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
vErrors = $type(vErrors, instancePath+"/eventId", "string");
errors++;
}
}
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
vErrors = $type(vErrors, instancePath+"/eventMs", "integer");
errors++;
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
errors++;
}
if("Alert" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Alert"},message:"must be equal to constant"});
errors++;
}
}
if(data.event !== undefined){
if(!(validate126(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate135.errors = vErrors;
return errors === 0;
}

const PingNotification = validate137;

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.eventId === undefined){
vErrors = $required(vErrors, instancePath, "eventId");
errors++;
}
if(data.eventMs === undefined){
vErrors = $required(vErrors, instancePath, "eventMs");
errors++;
}
if(data.eventType === undefined){
vErrors = $required(vErrors, instancePath, "eventType");
errors++;
}
if(data.event === undefined){
vErrors = $required(vErrors, instancePath, "event");
errors++;
}
if(data.eventId !== undefined){
if(typeof data.eventId !== "string"){
vErrors = $type(vErrors, instancePath+"/eventId", "string");
errors++;
}
}
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
vErrors = $type(vErrors, instancePath+"/eventMs", "integer");
errors++;
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
errors++;
}
if("Ping" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"});
errors++;
}
}
if(data.event !== undefined){
if(!(validate131(data.event, {instancePath:instancePath+"/event",parentData:data,parentDataProperty:"event",rootData}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate137.errors = vErrors;
return errors === 0;
}

const AlertEvent = validate139;

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alertConditionId === undefined){
vErrors = $required(vErrors, instancePath, "alertConditionId");
errors++;
}
if(data.alertEventUrl !== undefined){
let data0 = data.alertEventUrl;
if(typeof data0 === "string"){
if(!(formats4(data0))){
vErrors = $format(vErrors, instancePath+"/alertEventUrl", "uri");
errors++;
}
}
else {
vErrors = $type(vErrors, instancePath+"/alertEventUrl", "string");
errors++;
}
}
if(data.alertConditionDescription !== undefined){
if(typeof data.alertConditionDescription !== "string"){
vErrors = $type(vErrors, instancePath+"/alertConditionDescription", "string");
errors++;
}
}
if(data.alertConditionId !== undefined){
if(typeof data.alertConditionId !== "string"){
vErrors = $type(vErrors, instancePath+"/alertConditionId", "string");
errors++;
}
}
if(data.details !== undefined){
if(typeof data.details !== "string"){
vErrors = $type(vErrors, instancePath+"/details", "string");
errors++;
}
}
if(data.device !== undefined){
if(!(validate127(data.device, {instancePath:instancePath+"/device",parentData:data,parentDataProperty:"device",rootData}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
if(data.orgId !== undefined){
let data5 = data.orgId;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
vErrors = $type(vErrors, instancePath+"/orgId", "integer");
errors++;
}
}
if(data.resolved !== undefined){
if(typeof data.resolved !== "boolean"){
vErrors = $type(vErrors, instancePath+"/resolved", "boolean");
errors++;
}
}
if(data.startMs !== undefined){
let data7 = data.startMs;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
vErrors = $type(vErrors, instancePath+"/startMs", "integer");
errors++;
}
}
if(data.summary !== undefined){
if(typeof data.summary !== "string"){
vErrors = $type(vErrors, instancePath+"/summary", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate139.errors = vErrors;
return errors === 0;
}

const AlertDevice = validate141;

function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
vErrors = $type(vErrors, instancePath+"/id", "integer");
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
vErrors = $type(vErrors, instancePath+"/name", "string");
errors++;
}
}
if(data.serial !== undefined){
if(typeof data.serial !== "string"){
vErrors = $type(vErrors, instancePath+"/serial", "string");
errors++;
}
}
if(data.vin !== undefined){
if(typeof data.vin !== "string"){
vErrors = $type(vErrors, instancePath+"/vin", "string");
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate141.errors = vErrors;
return errors === 0;
}

const PingEvent = validate142;

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.text === undefined){
vErrors = $required(vErrors, instancePath, "text");
errors++;
}
for(const key0 in data){
if(!(key0 === "text")){
(vErrors ??= []).push({instancePath,keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"});
errors++;
}
}
if(data.text !== undefined){
let data0 = data.text;
if(typeof data0 !== "string"){
vErrors = $type(vErrors, instancePath+"/text", "string");
errors++;
}
if("Ping" !== data0){
(vErrors ??= []).push({instancePath:instancePath+"/text",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"});
errors++;
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
errors++;
}
validate142.errors = vErrors;
return errors === 0;
}

return {
"ScopeName": ScopeName,
"ErrorResponse": ErrorResponse,
"PaginationInfo": PaginationInfo,
"ListEnvelope": ListEnvelope,
"Vehicle": Vehicle,
"VehicleList": VehicleList,
"DriverVehicleAssignment": DriverVehicleAssignment,
"DriverVehicleAssignmentList": DriverVehicleAssignmentList,
"VehicleStats": VehicleStats,
"VehicleStatsList": VehicleStatsList,
"VehicleLocation": VehicleLocation,
"VehicleLocations": VehicleLocations,
"VehicleLocationsList": VehicleLocationsList,
"LegacyPagination": LegacyPagination,
"LegacyObject": LegacyObject,
"LegacyVehicleList": LegacyVehicleList,
"LegacyAssetLocationList": LegacyAssetLocationList,
"LegacyReeferList": LegacyReeferList,
"LegacyTrailerAssignmentList": LegacyTrailerAssignmentList,
"LegacyVehicleStatsList": LegacyVehicleStatsList,
"Driver": Driver,
"DriverResponse": DriverResponse,
"DriverCreateRequest": DriverCreateRequest,
"ApiToken": ApiToken,
"WebhookCustomHeader": WebhookCustomHeader,
"WebhookCustomHeaders": WebhookCustomHeaders,
"WebhookVersion": WebhookVersion,
"WebhookCreateRequest": WebhookCreateRequest,
"Webhook": Webhook,
"WebhookNotification": WebhookNotification,
"AlertNotification": AlertNotification,
"PingNotification": PingNotification,
"AlertEvent": AlertEvent,
"AlertDevice": AlertDevice,
"PingEvent": PingEvent,
};
}

let loaded;

/** The validators by schema name, evaluated on first use. */
export function loadValidators() {
  return (loaded ??= compile());
}
