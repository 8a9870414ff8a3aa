// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.
// @ts-nocheck -- ajv standalone output
import { ajvDateTimeFormat, ajvEqual, ajvUcs2length, ajvUriFormat } from "fleetkit/runtime";

function compile() {
const [$schemaValue0, $props0, $props1, $props2, $props3, $props4, $props5, $props6, $props7, $props8, $props9, $props10, $props11, $props12, $props13, $props14, $props15, $props16, $props17, $props18, $props19, $props20, $props21, $props22] = JSON.parse("[[\"Read AEMP\",\"Write AEMP\",\"Read Addresses\",\"Write Addresses\",\"Read Alert Contacts\",\"Write Alert Contacts\",\"Read Assignments\",\"Write Assignments\",\"Read Attributes\",\"Write Attributes\",\"Read Carrier-Proposed Assignments\",\"Write Carrier-Proposed Assignments\",\"Read DVIRs\",\"Write DVIRs\",\"Read Documents\",\"Write Documents\",\"Read Driver App Settings\",\"Write Driver App Settings\",\"Read Drivers\",\"Write Drivers\",\"Read ELD Hours of Service (US)\",\"Write ELD Hours of Service (US)\",\"Read Equipment\",\"Write Equipment\",\"Read Equipment Statistics\",\"Write Equipment Statistics\",\"Read Gateways\",\"Write Gateways\",\"Read Industrial\",\"Write Industrial\",\"Read Jobs\",\"Write Jobs\",\"Read Messages\",\"Write Messages\",\"Read Org Information\",\"Write Org Information\",\"Read Routes\",\"Write Routes\",\"Read Safety Events & Scores\",\"Write Safety Events & Scores\",\"Read Sensors\",\"Write Sensors\",\"Read Tags\",\"Write Tags\",\"Read Trailer Statistics\",\"Write Trailer Statistics\",\"Read Trailers\",\"Write Trailers\",\"Read Users\",\"Write Users\",\"Read Vehicle Statistics\",\"Write Vehicle Statistics\",\"Read Vehicle Trips\",\"Write Vehicle Trips\",\"Read Vehicles\",\"Write Vehicles\",\"Read Webhooks\",\"Write Webhooks\"],[\"endCursor\",\"hasNextPage\"],[\"endCursor\",\"hasNextPage\"],[\"data\",\"pagination\"],[\"data\",\"pagination\"],[\"data\",\"pagination\"],[\"data\",\"pagination\"],[\"time\",\"latitude\",\"longitude\"],[\"time\",\"latitude\",\"longitude\"],[\"id\",\"name\",\"locations\"],[\"id\",\"name\",\"locations\"],[\"data\",\"pagination\"],[\"endCursor\",\"startCursor\",\"hasNextPage\",\"hasPrevPage\"],[\"endCursor\",\"startCursor\",\"hasNextPage\",\"hasPrevPage\"],[\"name\",\"username\",\"password\"],[\"name\",\"scopes\"],[\"key\",\"value\"],[\"key\",\"value\"],[\"name\",\"url\"],[\"id\",\"name\",\"url\",\"secretKey\",\"version\"],[\"eventId\",\"eventMs\",\"eventType\",\"event\"],[\"eventId\",\"eventMs\",\"eventType\",\"event\"],[\"eventId\",\"eventMs\",\"eventType\",\"event\"],[\"eventId\",\"eventMs\",\"eventType\",\"event\"]]");
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
function $n(v) {
return v === null ? 0 : v.length;
}
function $int(x) {
return typeof x == "number" && !(x % 1) && !isNaN(x) && isFinite(x);
}
function $concat(v, e) {
return v === null ? e : v.concat(e);
}
function $typed(v, x, path, at, type) {
return x === undefined || typeof x === type ? v : $type(v, path + at, type);
}
function $formatted(v, x, path, at, check, format) {
if (x === undefined) return v;
if (typeof x !== "string") return $type(v, path + at, "string");
return check(x) ? v : $format(v, path + at, format);
}
function $valid(v, validate, x, path, at) {
return x === undefined || validate(x, path + at) ? v : $concat(v, validate.errors);
}
function $present(v, x, path, names) {
for (const name of names) if (x[name] === undefined) v = $required(v, path, name);
return v;
}
function $typedInt(v, x, path, at, type) {
return x === undefined || $int(x) ? v : $type(v, path + at, type);
}
function $done(validate, v) {
validate.errors = v;
return v === null;
}
function $obj(x) {
return x && typeof x == "object" && !Array.isArray(x);
}
const $formats0 = (s) => formats0.validate(s);

const $export0 = validate1;

function validate1(data, instancePath=""){
let vErrors = null;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
}
if(!$schemaValue0.includes(data)){
vErrors = $enum(vErrors, instancePath, $schemaValue0);
}
return $done(validate1, vErrors);
}

const $export1 = validate2;

function validate2(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed(vErrors, data.message, instancePath, "/message", "string"), data.requestId, instancePath, "/requestId", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate2, vErrors);
}

const $export2 = validate3;

function validate3(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($present(vErrors, data, instancePath, $props0), data.endCursor, instancePath, "/endCursor", "string"), data.hasNextPage, instancePath, "/hasNextPage", "boolean");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate3, vErrors);
}

const $export3 = validate4;

function validate6(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($present(vErrors, data, instancePath, $props1), data.endCursor, instancePath, "/endCursor", "string"), data.hasNextPage, instancePath, "/hasNextPage", "boolean");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate6, vErrors);
}


function validate4(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $present(vErrors, data, instancePath, $props2);
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if($obj(data1)){
}
else {
vErrors = $type(vErrors, instancePath+"/data/" + i0, "object");
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate6, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate4, vErrors);
}

const $export4 = validate8;

function validate8(data, instancePath=""){
let vErrors = null;
if($obj(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate8, vErrors);
}

const $export5 = validate9;



function validate9(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $present(vErrors, data, instancePath, $props3);
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate8(data0[i0], instancePath+"/data/" + i0))){
vErrors = $concat(vErrors, validate8.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate6, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate9, vErrors);
}

const $export6 = validate8;


const $export7 = validate14;



function validate14(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $present(vErrors, data, instancePath, $props4);
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate8(data0[i0], instancePath+"/data/" + i0))){
vErrors = $concat(vErrors, validate8.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate6, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate14, vErrors);
}

const $export8 = validate18;

function validate18(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed(vErrors, data.id, instancePath, "/id", "string"), data.name, instancePath, "/name", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate18, vErrors);
}

const $export9 = validate19;



function validate19(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $present(vErrors, data, instancePath, $props5);
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate18(data0[i0], instancePath+"/data/" + i0))){
vErrors = $concat(vErrors, validate18.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate6, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate19, vErrors);
}

const $export10 = validate23;
const formats0 = ajvDateTimeFormat;

function validate23(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $formatted($present(vErrors, data, instancePath, $props6), data.time, instancePath, "/time", $formats0, "date-time");
if(data.latitude !== undefined){
let data1 = data.latitude;
if(!((typeof data1 == "number") && (isFinite(data1)))){
vErrors = $type(vErrors, instancePath+"/latitude", "number");
}
}
if(data.longitude !== undefined){
let data2 = data.longitude;
if(!((typeof data2 == "number") && (isFinite(data2)))){
vErrors = $type(vErrors, instancePath+"/longitude", "number");
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(!((typeof data3 == "number") && (isFinite(data3)))){
vErrors = $type(vErrors, instancePath+"/heading", "number");
}
}
if(data.speed !== undefined){
let data4 = data.speed;
if(!((typeof data4 == "number") && (isFinite(data4)))){
vErrors = $type(vErrors, instancePath+"/speed", "number");
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate23, vErrors);
}

const $export11 = validate24;

function validate25(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $formatted($present(vErrors, data, instancePath, $props7), data.time, instancePath, "/time", $formats0, "date-time");
if(data.latitude !== undefined){
let data1 = data.latitude;
if(!((typeof data1 == "number") && (isFinite(data1)))){
vErrors = $type(vErrors, instancePath+"/latitude", "number");
}
}
if(data.longitude !== undefined){
let data2 = data.longitude;
if(!((typeof data2 == "number") && (isFinite(data2)))){
vErrors = $type(vErrors, instancePath+"/longitude", "number");
}
}
if(data.heading !== undefined){
let data3 = data.heading;
if(!((typeof data3 == "number") && (isFinite(data3)))){
vErrors = $type(vErrors, instancePath+"/heading", "number");
}
}
if(data.speed !== undefined){
let data4 = data.speed;
if(!((typeof data4 == "number") && (isFinite(data4)))){
vErrors = $type(vErrors, instancePath+"/speed", "number");
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate25, vErrors);
}


function validate24(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($present(vErrors, data, instancePath, $props8), data.id, instancePath, "/id", "string"), data.name, instancePath, "/name", "string");
if(data.locations !== undefined){
let data2 = data.locations;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate25(data2[i0], instancePath+"/locations/" + i0))){
vErrors = $concat(vErrors, validate25.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/locations", "array");
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate24, vErrors);
}

const $export12 = validate27;

function validate28(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($present(vErrors, data, instancePath, $props9), data.id, instancePath, "/id", "string"), data.name, instancePath, "/name", "string");
if(data.locations !== undefined){
let data2 = data.locations;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate25(data2[i0], instancePath+"/locations/" + i0))){
vErrors = $concat(vErrors, validate25.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/locations", "array");
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate28, vErrors);
}


function validate27(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $present(vErrors, data, instancePath, $props10);
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate28(data0[i0], instancePath+"/data/" + i0))){
vErrors = $concat(vErrors, validate28.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate6, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate27, vErrors);
}

const $export13 = validate32;

function validate32(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($typed($typed($present(vErrors, data, instancePath, $props11), data.endCursor, instancePath, "/endCursor", "string"), data.startCursor, instancePath, "/startCursor", "string"), data.hasNextPage, instancePath, "/hasNextPage", "boolean"), data.hasPrevPage, instancePath, "/hasPrevPage", "boolean");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate32, vErrors);
}

const $export14 = validate8;


const $export15 = validate34;



function validate35(data, instancePath=""){
let vErrors = null;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate8(data[i0], instancePath+"/" + i0))){
vErrors = $concat(vErrors, validate8.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath, "array");
}
return $done(validate35, vErrors);
}


function validate39(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($typed($typed($present(vErrors, data, instancePath, $props12), data.endCursor, instancePath, "/endCursor", "string"), data.startCursor, instancePath, "/startCursor", "string"), data.hasNextPage, instancePath, "/hasNextPage", "boolean"), data.hasPrevPage, instancePath, "/hasPrevPage", "boolean");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate39, vErrors);
}


function validate34(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $valid($valid(vErrors, validate35, data.vehicles, instancePath, "/vehicles"), validate39, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate34, vErrors);
}

const $export16 = validate41;

function validate41(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $valid($valid(vErrors, validate35, data.assets, instancePath, "/assets"), validate39, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate41, vErrors);
}

const $export17 = validate44;

function validate44(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $valid($valid(vErrors, validate35, data.data, instancePath, "/data"), validate39, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate44, vErrors);
}

const $export18 = validate47;

function validate47(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $valid($valid(vErrors, validate35, data.trailers, instancePath, "/trailers"), validate39, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate47, vErrors);
}

const $export19 = validate50;

function validate50(data, instancePath=""){
let vErrors = null;
if($obj(data)){
if(data.vehicleStats === undefined){
vErrors = $required(vErrors, instancePath, "vehicleStats");
}
vErrors = $valid($valid(vErrors, validate35, data.vehicleStats, instancePath, "/vehicleStats"), validate39, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate50, vErrors);
}

const $export20 = validate8;


const $export21 = validate54;



function validate54(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $valid(vErrors, validate8, data.data, instancePath, "/data");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate54, vErrors);
}

const $export22 = validate57;

function validate58(data, instancePath=""){
let vErrors = null;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(typeof data[i0] !== "string"){
vErrors = $type(vErrors, instancePath+"/" + i0, "string");
}
}
}
else {
vErrors = $type(vErrors, instancePath, "array");
}
return $done(validate58, vErrors);
}


function validate57(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($present(vErrors, data, instancePath, $props13), data.name, instancePath, "/name", "string"), data.username, instancePath, "/username", "string");
if(data.password !== undefined){
if(!(typeof data.password === "string")){
vErrors = $type(vErrors, instancePath+"/password", "string");
}
}
vErrors = $valid(vErrors, validate58, data.tagIds, instancePath, "/tagIds");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate57, vErrors);
}

const $export23 = validate60;
const func0 = ajvUcs2length;
const func1 = ajvEqual;



function validate60(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $present(vErrors, data, instancePath, $props14);
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func0(data0) < 1){
(vErrors ??= []).push({instancePath:instancePath+"/name",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"});
}
}
else {
vErrors = $type(vErrors, instancePath+"/name", "string");
}
}
if(data.tagIds !== undefined){
let data1 = data.tagIds;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
vErrors = $type(vErrors, instancePath+"/tagIds/" + i0, "string");
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
break;
}
indices0[item0] = i1;
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/tagIds", "array");
}
}
if(data.scopes !== undefined){
let data3 = data.scopes;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i2=0; i2<len1; i2++){
if(!(validate1(data3[i2], instancePath+"/scopes/" + i2))){
vErrors = $concat(vErrors, validate1.errors);
}
}
let i3 = data3.length;
let j1;
if(i3 > 1){
outer0:
for(;i3--;){
for(j1 = i3; j1--;){
if(func1(data3[i3], data3[j1])){
(vErrors ??= []).push({instancePath:instancePath+"/scopes",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"});
break outer0;
}
}
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/scopes", "array");
}
}
if(data.token !== undefined){
let data5 = data.token;
if(typeof data5 === "string"){
if(func0(data5) < 1){
(vErrors ??= []).push({instancePath:instancePath+"/token",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"});
}
}
else {
vErrors = $type(vErrors, instancePath+"/token", "string");
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate60, vErrors);
}

const $export24 = validate63;

function validate63(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($present(vErrors, data, instancePath, $props15), data.key, instancePath, "/key", "string"), data.value, instancePath, "/value", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate63, vErrors);
}

const $export25 = validate64;

function validate65(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($present(vErrors, data, instancePath, $props16), data.key, instancePath, "/key", "string"), data.value, instancePath, "/value", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate65, vErrors);
}


function validate64(data, instancePath=""){
let vErrors = null;
if(Array.isArray(data)){
if(data.length > 5){
(vErrors ??= []).push({instancePath,keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"});
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate65(data[i0], instancePath+"/" + i0))){
vErrors = $concat(vErrors, validate65.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath, "array");
}
return $done(validate64, vErrors);
}

const $export26 = validate67;

function validate67(data, instancePath=""){
let vErrors = null;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
}
return $done(validate67, vErrors);
}

const $export27 = validate68;
const formats4 = ajvUriFormat;
const pattern0 = new RegExp("^https://[^/?#\\s]+", "u");

function validate69(data, instancePath=""){
let vErrors = null;
if(typeof data === "string"){
if(!pattern0.test(data)){
(vErrors ??= []).push({instancePath,keyword:"pattern",params:{pattern: "^https://[^/?#\\s]+"},message:"must match pattern \""+"^https://[^/?#\\s]+"+"\""});
}
if(!(formats4(data))){
vErrors = $format(vErrors, instancePath, "uri");
}
}
else {
vErrors = $type(vErrors, instancePath, "string");
}
return $done(validate69, vErrors);
}






function validate68(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $valid($valid($valid($valid($typed($present(vErrors, data, instancePath, $props17), data.name, instancePath, "/name", "string"), validate69, data.url, instancePath, "/url"), validate64, data.customHeaders, instancePath, "/customHeaders"), validate58, data.eventTypes, instancePath, "/eventTypes"), validate67, data.version, instancePath, "/version");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate68, vErrors);
}

const $export28 = validate77;
const pattern1 = new RegExp("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", "u");

function validate77(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $valid($typed($typed($present(vErrors, data, instancePath, $props18), data.id, instancePath, "/id", "string"), data.name, instancePath, "/name", "string"), validate69, data.url, instancePath, "/url");
if(data.secretKey !== undefined){
let data3 = data.secretKey;
if(typeof data3 === "string"){
if(func0(data3) < 4){
(vErrors ??= []).push({instancePath:instancePath+"/secretKey",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"});
}
if(!pattern1.test(data3)){
(vErrors ??= []).push({instancePath:instancePath+"/secretKey",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"+"\""});
}
}
else {
vErrors = $type(vErrors, instancePath+"/secretKey", "string");
}
}
vErrors = $valid($valid($valid(vErrors, validate64, data.customHeaders, instancePath, "/customHeaders"), validate58, data.eventTypes, instancePath, "/eventTypes"), validate67, data.version, instancePath, "/version");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate77, vErrors);
}

const $export29 = validate82;

function validate85(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typed($typed($typed($typedInt(vErrors, data.id, instancePath, "/id", "integer"), data.name, instancePath, "/name", "string"), data.serial, instancePath, "/serial", "string"), data.vin, instancePath, "/vin", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate85, vErrors);
}


function validate84(data, instancePath=""){
let vErrors = null;
if($obj(data)){
if(data.alertConditionId === undefined){
vErrors = $required(vErrors, instancePath, "alertConditionId");
}
vErrors = $typed($typedInt($typed($typedInt($valid($typed($typed($typed($formatted(vErrors, data.alertEventUrl, instancePath, "/alertEventUrl", formats4, "uri"), data.alertConditionDescription, instancePath, "/alertConditionDescription", "string"), data.alertConditionId, instancePath, "/alertConditionId", "string"), data.details, instancePath, "/details", "string"), validate85, data.device, instancePath, "/device"), data.orgId, instancePath, "/orgId", "integer"), data.resolved, instancePath, "/resolved", "boolean"), data.startMs, instancePath, "/startMs", "integer"), data.summary, instancePath, "/summary", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate84, vErrors);
}


function validate83(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typedInt($typed($present(vErrors, data, instancePath, $props19), data.eventId, instancePath, "/eventId", "string"), data.eventMs, instancePath, "/eventMs", "integer");
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
}
if("Alert" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Alert"},message:"must be equal to constant"});
}
}
vErrors = $valid(vErrors, validate84, data.event, instancePath, "/event");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate83, vErrors);
}


function validate89(data, instancePath=""){
let vErrors = null;
if($obj(data)){
if(data.text === undefined){
vErrors = $required(vErrors, instancePath, "text");
}
for(const key0 in data){
if(!(key0 === "text")){
(vErrors ??= []).push({instancePath,keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"});
}
}
if(data.text !== undefined){
let data0 = data.text;
if(typeof data0 !== "string"){
vErrors = $type(vErrors, instancePath+"/text", "string");
}
if("Ping" !== data0){
(vErrors ??= []).push({instancePath:instancePath+"/text",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"});
}
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate89, vErrors);
}


function validate88(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typedInt($typed($present(vErrors, data, instancePath, $props20), data.eventId, instancePath, "/eventId", "string"), data.eventMs, instancePath, "/eventMs", "integer");
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
}
if("Ping" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"});
}
}
vErrors = $valid(vErrors, validate89, data.event, instancePath, "/event");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate88, vErrors);
}


function validate82(data, instancePath=""){
let vErrors = null;
if($obj(data)){
const tag0 = data.eventType;
if(typeof tag0 == "string"){
if(tag0 === "Alert"){
if(!(validate83(data, instancePath))){
vErrors = $concat(vErrors, validate83.errors);
}
}
else if(tag0 === "Ping"){
if(!(validate88(data, instancePath))){
vErrors = $concat(vErrors, validate88.errors);
}
}
else {
(vErrors ??= []).push({instancePath,keyword:"discriminator",params:{error: "mapping", tag: "eventType", tagValue: tag0},message:"value of tag \"eventType\" must be in oneOf"});
}
}
else {
(vErrors ??= []).push({instancePath,keyword:"discriminator",params:{error: "tag", tag: "eventType", tagValue: tag0},message:"tag \"eventType\" must be string"});
}
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate82, vErrors);
}

const $export30 = validate93;

function validate93(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typedInt($typed($present(vErrors, data, instancePath, $props21), data.eventId, instancePath, "/eventId", "string"), data.eventMs, instancePath, "/eventMs", "integer");
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
}
if("Alert" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Alert"},message:"must be equal to constant"});
}
}
vErrors = $valid(vErrors, validate84, data.event, instancePath, "/event");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate93, vErrors);
}

const $export31 = validate95;

function validate95(data, instancePath=""){
let vErrors = null;
if($obj(data)){
vErrors = $typedInt($typed($present(vErrors, data, instancePath, $props22), data.eventId, instancePath, "/eventId", "string"), data.eventMs, instancePath, "/eventMs", "integer");
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
}
if("Ping" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"});
}
}
vErrors = $valid(vErrors, validate89, data.event, instancePath, "/event");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
return $done(validate95, vErrors);
}

const $export32 = validate84;


const $export33 = validate85;


const $export34 = validate89;


return {
"ScopeName": $export0,
"ErrorResponse": $export1,
"PaginationInfo": $export2,
"ListEnvelope": $export3,
"Vehicle": $export4,
"VehicleList": $export5,
"DriverVehicleAssignment": $export6,
"DriverVehicleAssignmentList": $export7,
"VehicleStats": $export8,
"VehicleStatsList": $export9,
"VehicleLocation": $export10,
"VehicleLocations": $export11,
"VehicleLocationsList": $export12,
"LegacyPagination": $export13,
"LegacyObject": $export14,
"LegacyVehicleList": $export15,
"LegacyAssetLocationList": $export16,
"LegacyReeferList": $export17,
"LegacyTrailerAssignmentList": $export18,
"LegacyVehicleStatsList": $export19,
"Driver": $export20,
"DriverResponse": $export21,
"DriverCreateRequest": $export22,
"ApiToken": $export23,
"WebhookCustomHeader": $export24,
"WebhookCustomHeaders": $export25,
"WebhookVersion": $export26,
"WebhookCreateRequest": $export27,
"Webhook": $export28,
"WebhookNotification": $export29,
"AlertNotification": $export30,
"PingNotification": $export31,
"AlertEvent": $export32,
"AlertDevice": $export33,
"PingEvent": $export34,
};
}

let loaded;

/** The validators by schema name, evaluated on first use. */
export function loadValidators() {
  return (loaded ??= compile());
}
