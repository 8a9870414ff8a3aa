// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.
// @ts-nocheck -- ajv standalone output
import { ajvDateTimeFormat, ajvEqual, ajvUcs2length, ajvUriFormat } from "fleetkit/runtime";

function compile() {
const $schemaValue0 = ["Read AEMP","Write AEMP","Read Addresses","Write Addresses","Read Alert Contacts","Write Alert Contacts","Read Assignments","Write Assignments","Read Attributes","Write Attributes","Read Carrier-Proposed Assignments","Write Carrier-Proposed Assignments","Read DVIRs","Write DVIRs","Read Documents","Write Documents","Read Driver App Settings","Write Driver App Settings","Read Drivers","Write Drivers","Read ELD Hours of Service (US)","Write ELD Hours of Service (US)","Read Equipment","Write Equipment","Read Equipment Statistics","Write Equipment Statistics","Read Gateways","Write Gateways","Read Industrial","Write Industrial","Read Jobs","Write Jobs","Read Messages","Write Messages","Read Org Information","Write Org Information","Read Routes","Write Routes","Read Safety Events & Scores","Write Safety Events & Scores","Read Sensors","Write Sensors","Read Tags","Write Tags","Read Trailer Statistics","Write Trailer Statistics","Read Trailers","Write Trailers","Read Users","Write Users","Read Vehicle Statistics","Write Vehicle Statistics","Read Vehicle Trips","Write Vehicle Trips","Read Vehicles","Write Vehicles","Read Webhooks","Write Webhooks"];
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
return x === undefined || validate(x, {instancePath: path + at}) ? v : $concat(v, validate.errors);
}
function $present(v, x, path, names) {
for (const name of names) if (x[name] === undefined) v = $required(v, path, name);
return v;
}
const $formats0 = (s) => formats0.validate(s);
const $props0 = ["endCursor","hasNextPage"];
const $props1 = ["endCursor","hasNextPage"];
const $props2 = ["data","pagination"];
const $props3 = ["data","pagination"];
const $props4 = ["data","pagination"];
const $props5 = ["data","pagination"];
const $props6 = ["time","latitude","longitude"];
const $props7 = ["time","latitude","longitude"];
const $props8 = ["id","name","locations"];
const $props9 = ["id","name","locations"];
const $props10 = ["data","pagination"];
const $props11 = ["endCursor","startCursor","hasNextPage","hasPrevPage"];
const $props12 = ["endCursor","startCursor","hasNextPage","hasPrevPage"];
const $props13 = ["name","username","password"];
const $props14 = ["name","scopes"];
const $props15 = ["key","value"];
const $props16 = ["key","value"];
const $props17 = ["name","url"];
const $props18 = ["id","name","url","secretKey","version"];
const $props19 = ["eventId","eventMs","eventType","event"];
const $props20 = ["eventId","eventMs","eventType","event"];
const $props21 = ["eventId","eventMs","eventType","event"];
const $props22 = ["eventId","eventMs","eventType","event"];

const ScopeName = validate53;

function validate53(data, {instancePath=""}={}){
let vErrors = null;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data === "Read AEMP") || (data === "Write AEMP")) || (data === "Read Addresses")) || (data === "Write Addresses")) || (data === "Read Alert Contacts")) || (data === "Write Alert Contacts")) || (data === "Read Assignments")) || (data === "Write Assignments")) || (data === "Read Attributes")) || (data === "Write Attributes")) || (data === "Read Carrier-Proposed Assignments")) || (data === "Write Carrier-Proposed Assignments")) || (data === "Read DVIRs")) || (data === "Write DVIRs")) || (data === "Read Documents")) || (data === "Write Documents")) || (data === "Read Driver App Settings")) || (data === "Write Driver App Settings")) || (data === "Read Drivers")) || (data === "Write Drivers")) || (data === "Read ELD Hours of Service (US)")) || (data === "Write ELD Hours of Service (US)")) || (data === "Read Equipment")) || (data === "Write Equipment")) || (data === "Read Equipment Statistics")) || (data === "Write Equipment Statistics")) || (data === "Read Gateways")) || (data === "Write Gateways")) || (data === "Read Industrial")) || (data === "Write Industrial")) || (data === "Read Jobs")) || (data === "Write Jobs")) || (data === "Read Messages")) || (data === "Write Messages")) || (data === "Read Org Information")) || (data === "Write Org Information")) || (data === "Read Routes")) || (data === "Write Routes")) || (data === "Read Safety Events & Scores")) || (data === "Write Safety Events & Scores")) || (data === "Read Sensors")) || (data === "Write Sensors")) || (data === "Read Tags")) || (data === "Write Tags")) || (data === "Read Trailer Statistics")) || (data === "Write Trailer Statistics")) || (data === "Read Trailers")) || (data === "Write Trailers")) || (data === "Read Users")) || (data === "Write Users")) || (data === "Read Vehicle Statistics")) || (data === "Write Vehicle Statistics")) || (data === "Read Vehicle Trips")) || (data === "Write Vehicle Trips")) || (data === "Read Vehicles")) || (data === "Write Vehicles")) || (data === "Read Webhooks")) || (data === "Write Webhooks"))){
vErrors = $enum(vErrors, instancePath, $schemaValue0);
}
validate53.errors = vErrors;
return vErrors === null;
}

const ErrorResponse = validate54;

function validate54(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $typed(vErrors, data.message, instancePath, "/message", "string");
vErrors = $typed(vErrors, data.requestId, instancePath, "/requestId", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate54.errors = vErrors;
return vErrors === null;
}

const PaginationInfo = validate55;

function validate55(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props0);
vErrors = $typed(vErrors, data.endCursor, instancePath, "/endCursor", "string");
vErrors = $typed(vErrors, data.hasNextPage, instancePath, "/hasNextPage", "boolean");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate55.errors = vErrors;
return vErrors === null;
}

const ListEnvelope = validate56;

function validate58(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props1);
vErrors = $typed(vErrors, data.endCursor, instancePath, "/endCursor", "string");
vErrors = $typed(vErrors, data.hasNextPage, instancePath, "/hasNextPage", "boolean");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate58.errors = vErrors;
return vErrors === null;
}


function validate56(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props2);
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
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate58, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate56.errors = vErrors;
return vErrors === null;
}

const Vehicle = validate60;

function validate60(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate60.errors = vErrors;
return vErrors === null;
}

const VehicleList = validate61;

function validate62(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate62.errors = vErrors;
return vErrors === null;
}


function validate61(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props3);
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate62(data0[i0], {instancePath:instancePath+"/data/" + i0}))){
vErrors = $concat(vErrors, validate62.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate58, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate61.errors = vErrors;
return vErrors === null;
}

const DriverVehicleAssignment = validate65;

function validate65(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate65.errors = vErrors;
return vErrors === null;
}

const DriverVehicleAssignmentList = validate66;

function validate67(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate67.errors = vErrors;
return vErrors === null;
}


function validate66(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props4);
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate67(data0[i0], {instancePath:instancePath+"/data/" + i0}))){
vErrors = $concat(vErrors, validate67.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate58, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate66.errors = vErrors;
return vErrors === null;
}

const VehicleStats = validate70;

function validate70(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $typed(vErrors, data.id, instancePath, "/id", "string");
vErrors = $typed(vErrors, data.name, instancePath, "/name", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate70.errors = vErrors;
return vErrors === null;
}

const VehicleStatsList = validate71;

function validate72(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $typed(vErrors, data.id, instancePath, "/id", "string");
vErrors = $typed(vErrors, data.name, instancePath, "/name", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate72.errors = vErrors;
return vErrors === null;
}


function validate71(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props5);
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate72(data0[i0], {instancePath:instancePath+"/data/" + i0}))){
vErrors = $concat(vErrors, validate72.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate58, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate71.errors = vErrors;
return vErrors === null;
}

const VehicleLocation = validate75;
const formats0 = ajvDateTimeFormat;

function validate75(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props6);
vErrors = $formatted(vErrors, data.time, instancePath, "/time", $formats0, "date-time");
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
validate75.errors = vErrors;
return vErrors === null;
}

const VehicleLocations = validate76;

function validate77(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props7);
vErrors = $formatted(vErrors, data.time, instancePath, "/time", $formats0, "date-time");
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
validate77.errors = vErrors;
return vErrors === null;
}


function validate76(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props8);
vErrors = $typed(vErrors, data.id, instancePath, "/id", "string");
vErrors = $typed(vErrors, data.name, instancePath, "/name", "string");
if(data.locations !== undefined){
let data2 = data.locations;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate77(data2[i0], {instancePath:instancePath+"/locations/" + i0}))){
vErrors = $concat(vErrors, validate77.errors);
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
validate76.errors = vErrors;
return vErrors === null;
}

const VehicleLocationsList = validate79;

function validate80(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props9);
vErrors = $typed(vErrors, data.id, instancePath, "/id", "string");
vErrors = $typed(vErrors, data.name, instancePath, "/name", "string");
if(data.locations !== undefined){
let data2 = data.locations;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate77(data2[i0], {instancePath:instancePath+"/locations/" + i0}))){
vErrors = $concat(vErrors, validate77.errors);
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
validate80.errors = vErrors;
return vErrors === null;
}


function validate79(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props10);
if(data.data !== undefined){
let data0 = data.data;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate80(data0[i0], {instancePath:instancePath+"/data/" + i0}))){
vErrors = $concat(vErrors, validate80.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath+"/data", "array");
}
}
vErrors = $valid(vErrors, validate58, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate79.errors = vErrors;
return vErrors === null;
}

const LegacyPagination = validate84;

function validate84(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props11);
vErrors = $typed(vErrors, data.endCursor, instancePath, "/endCursor", "string");
vErrors = $typed(vErrors, data.startCursor, instancePath, "/startCursor", "string");
vErrors = $typed(vErrors, data.hasNextPage, instancePath, "/hasNextPage", "boolean");
vErrors = $typed(vErrors, data.hasPrevPage, instancePath, "/hasPrevPage", "boolean");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate84.errors = vErrors;
return vErrors === null;
}

const LegacyObject = validate85;

function validate85(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate85.errors = vErrors;
return vErrors === null;
}

const LegacyVehicleList = validate86;

function validate88(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate88.errors = vErrors;
return vErrors === null;
}


function validate87(data, {instancePath=""}={}){
let vErrors = null;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate88(data[i0], {instancePath:instancePath+"/" + i0}))){
vErrors = $concat(vErrors, validate88.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath, "array");
}
validate87.errors = vErrors;
return vErrors === null;
}


function validate91(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props12);
vErrors = $typed(vErrors, data.endCursor, instancePath, "/endCursor", "string");
vErrors = $typed(vErrors, data.startCursor, instancePath, "/startCursor", "string");
vErrors = $typed(vErrors, data.hasNextPage, instancePath, "/hasNextPage", "boolean");
vErrors = $typed(vErrors, data.hasPrevPage, instancePath, "/hasPrevPage", "boolean");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate91.errors = vErrors;
return vErrors === null;
}


function validate86(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $valid(vErrors, validate87, data.vehicles, instancePath, "/vehicles");
vErrors = $valid(vErrors, validate91, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate86.errors = vErrors;
return vErrors === null;
}

const LegacyAssetLocationList = validate93;

function validate93(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $valid(vErrors, validate87, data.assets, instancePath, "/assets");
vErrors = $valid(vErrors, validate91, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate93.errors = vErrors;
return vErrors === null;
}

const LegacyReeferList = validate96;

function validate96(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $valid(vErrors, validate87, data.data, instancePath, "/data");
vErrors = $valid(vErrors, validate91, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate96.errors = vErrors;
return vErrors === null;
}

const LegacyTrailerAssignmentList = validate99;

function validate99(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $valid(vErrors, validate87, data.trailers, instancePath, "/trailers");
vErrors = $valid(vErrors, validate91, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate99.errors = vErrors;
return vErrors === null;
}

const LegacyVehicleStatsList = validate102;

function validate102(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vehicleStats === undefined){
vErrors = $required(vErrors, instancePath, "vehicleStats");
}
vErrors = $valid(vErrors, validate87, data.vehicleStats, instancePath, "/vehicleStats");
vErrors = $valid(vErrors, validate91, data.pagination, instancePath, "/pagination");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate102.errors = vErrors;
return vErrors === null;
}

const Driver = validate105;

function validate105(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate105.errors = vErrors;
return vErrors === null;
}

const DriverResponse = validate106;

function validate107(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate107.errors = vErrors;
return vErrors === null;
}


function validate106(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $valid(vErrors, validate107, data.data, instancePath, "/data");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate106.errors = vErrors;
return vErrors === null;
}

const DriverCreateRequest = validate109;

function validate110(data, {instancePath=""}={}){
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
validate110.errors = vErrors;
return vErrors === null;
}


function validate109(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props13);
vErrors = $typed(vErrors, data.name, instancePath, "/name", "string");
vErrors = $typed(vErrors, data.username, instancePath, "/username", "string");
if(data.password !== undefined){
if(!(typeof data.password === "string")){
vErrors = $type(vErrors, instancePath+"/password", "string");
}
}
vErrors = $valid(vErrors, validate110, data.tagIds, instancePath, "/tagIds");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate109.errors = vErrors;
return vErrors === null;
}

const ApiToken = validate112;
const func1 = ajvUcs2length;
const func0 = ajvEqual;

function validate113(data, {instancePath=""}={}){
let vErrors = null;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data === "Read AEMP") || (data === "Write AEMP")) || (data === "Read Addresses")) || (data === "Write Addresses")) || (data === "Read Alert Contacts")) || (data === "Write Alert Contacts")) || (data === "Read Assignments")) || (data === "Write Assignments")) || (data === "Read Attributes")) || (data === "Write Attributes")) || (data === "Read Carrier-Proposed Assignments")) || (data === "Write Carrier-Proposed Assignments")) || (data === "Read DVIRs")) || (data === "Write DVIRs")) || (data === "Read Documents")) || (data === "Write Documents")) || (data === "Read Driver App Settings")) || (data === "Write Driver App Settings")) || (data === "Read Drivers")) || (data === "Write Drivers")) || (data === "Read ELD Hours of Service (US)")) || (data === "Write ELD Hours of Service (US)")) || (data === "Read Equipment")) || (data === "Write Equipment")) || (data === "Read Equipment Statistics")) || (data === "Write Equipment Statistics")) || (data === "Read Gateways")) || (data === "Write Gateways")) || (data === "Read Industrial")) || (data === "Write Industrial")) || (data === "Read Jobs")) || (data === "Write Jobs")) || (data === "Read Messages")) || (data === "Write Messages")) || (data === "Read Org Information")) || (data === "Write Org Information")) || (data === "Read Routes")) || (data === "Write Routes")) || (data === "Read Safety Events & Scores")) || (data === "Write Safety Events & Scores")) || (data === "Read Sensors")) || (data === "Write Sensors")) || (data === "Read Tags")) || (data === "Write Tags")) || (data === "Read Trailer Statistics")) || (data === "Write Trailer Statistics")) || (data === "Read Trailers")) || (data === "Write Trailers")) || (data === "Read Users")) || (data === "Write Users")) || (data === "Read Vehicle Statistics")) || (data === "Write Vehicle Statistics")) || (data === "Read Vehicle Trips")) || (data === "Write Vehicle Trips")) || (data === "Read Vehicles")) || (data === "Write Vehicles")) || (data === "Read Webhooks")) || (data === "Write Webhooks"))){
vErrors = $enum(vErrors, instancePath, $schemaValue0);
}
validate113.errors = vErrors;
return vErrors === null;
}


function validate112(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props14);
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) < 1){
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
if(!(validate113(data3[i2], {instancePath:instancePath+"/scopes/" + i2}))){
vErrors = $concat(vErrors, validate113.errors);
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
if(func1(data5) < 1){
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
validate112.errors = vErrors;
return vErrors === null;
}

const WebhookCustomHeader = validate115;

function validate115(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props15);
vErrors = $typed(vErrors, data.key, instancePath, "/key", "string");
vErrors = $typed(vErrors, data.value, instancePath, "/value", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate115.errors = vErrors;
return vErrors === null;
}

const WebhookCustomHeaders = validate116;

function validate117(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props16);
vErrors = $typed(vErrors, data.key, instancePath, "/key", "string");
vErrors = $typed(vErrors, data.value, instancePath, "/value", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate117.errors = vErrors;
return vErrors === null;
}


function validate116(data, {instancePath=""}={}){
let vErrors = null;
if(Array.isArray(data)){
if(data.length > 5){
(vErrors ??= []).push({instancePath,keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"});
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate117(data[i0], {instancePath:instancePath+"/" + i0}))){
vErrors = $concat(vErrors, validate117.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath, "array");
}
validate116.errors = vErrors;
return vErrors === null;
}

const WebhookVersion = validate119;

function validate119(data, {instancePath=""}={}){
let vErrors = null;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
}
validate119.errors = vErrors;
return vErrors === null;
}

const WebhookCreateRequest = validate120;
const formats4 = ajvUriFormat;
const pattern3 = new RegExp("^https://[^/?#\\s]+", "u");

function validate121(data, {instancePath=""}={}){
let vErrors = null;
if(typeof data === "string"){
if(!pattern3.test(data)){
(vErrors ??= []).push({instancePath,keyword:"pattern",params:{pattern: "^https://[^/?#\\s]+"},message:"must match pattern \""+"^https://[^/?#\\s]+"+"\""});
}
if(!(formats4(data))){
vErrors = $format(vErrors, instancePath, "uri");
}
}
else {
vErrors = $type(vErrors, instancePath, "string");
}
validate121.errors = vErrors;
return vErrors === null;
}


function validate123(data, {instancePath=""}={}){
let vErrors = null;
if(Array.isArray(data)){
if(data.length > 5){
(vErrors ??= []).push({instancePath,keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"});
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate117(data[i0], {instancePath:instancePath+"/" + i0}))){
vErrors = $concat(vErrors, validate117.errors);
}
}
}
else {
vErrors = $type(vErrors, instancePath, "array");
}
validate123.errors = vErrors;
return vErrors === null;
}


function validate127(data, {instancePath=""}={}){
let vErrors = null;
if(typeof data !== "string"){
vErrors = $type(vErrors, instancePath, "string");
}
validate127.errors = vErrors;
return vErrors === null;
}


function validate120(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props17);
vErrors = $typed(vErrors, data.name, instancePath, "/name", "string");
vErrors = $valid(vErrors, validate121, data.url, instancePath, "/url");
vErrors = $valid(vErrors, validate123, data.customHeaders, instancePath, "/customHeaders");
vErrors = $valid(vErrors, validate110, data.eventTypes, instancePath, "/eventTypes");
vErrors = $valid(vErrors, validate127, data.version, instancePath, "/version");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate120.errors = vErrors;
return vErrors === null;
}

const Webhook = validate129;
const pattern4 = new RegExp("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", "u");

function validate129(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props18);
vErrors = $typed(vErrors, data.id, instancePath, "/id", "string");
vErrors = $typed(vErrors, data.name, instancePath, "/name", "string");
vErrors = $valid(vErrors, validate121, data.url, instancePath, "/url");
if(data.secretKey !== undefined){
let data3 = data.secretKey;
if(typeof data3 === "string"){
if(func1(data3) < 4){
(vErrors ??= []).push({instancePath:instancePath+"/secretKey",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"});
}
if(!pattern4.test(data3)){
(vErrors ??= []).push({instancePath:instancePath+"/secretKey",keyword:"pattern",params:{pattern: "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"},message:"must match pattern \""+"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"+"\""});
}
}
else {
vErrors = $type(vErrors, instancePath+"/secretKey", "string");
}
}
vErrors = $valid(vErrors, validate123, data.customHeaders, instancePath, "/customHeaders");
vErrors = $valid(vErrors, validate110, data.eventTypes, instancePath, "/eventTypes");
vErrors = $valid(vErrors, validate127, data.version, instancePath, "/version");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate129.errors = vErrors;
return vErrors === null;
}

const WebhookNotification = validate134;

function validate137(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
if(!$int(data0)){
vErrors = $type(vErrors, instancePath+"/id", "integer");
}
}
vErrors = $typed(vErrors, data.name, instancePath, "/name", "string");
vErrors = $typed(vErrors, data.serial, instancePath, "/serial", "string");
vErrors = $typed(vErrors, data.vin, instancePath, "/vin", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate137.errors = vErrors;
return vErrors === null;
}


function validate136(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alertConditionId === undefined){
vErrors = $required(vErrors, instancePath, "alertConditionId");
}
vErrors = $formatted(vErrors, data.alertEventUrl, instancePath, "/alertEventUrl", formats4, "uri");
vErrors = $typed(vErrors, data.alertConditionDescription, instancePath, "/alertConditionDescription", "string");
vErrors = $typed(vErrors, data.alertConditionId, instancePath, "/alertConditionId", "string");
vErrors = $typed(vErrors, data.details, instancePath, "/details", "string");
vErrors = $valid(vErrors, validate137, data.device, instancePath, "/device");
if(data.orgId !== undefined){
let data5 = data.orgId;
if(!$int(data5)){
vErrors = $type(vErrors, instancePath+"/orgId", "integer");
}
}
vErrors = $typed(vErrors, data.resolved, instancePath, "/resolved", "boolean");
if(data.startMs !== undefined){
let data7 = data.startMs;
if(!$int(data7)){
vErrors = $type(vErrors, instancePath+"/startMs", "integer");
}
}
vErrors = $typed(vErrors, data.summary, instancePath, "/summary", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate136.errors = vErrors;
return vErrors === null;
}


function validate135(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props19);
vErrors = $typed(vErrors, data.eventId, instancePath, "/eventId", "string");
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!$int(data1)){
vErrors = $type(vErrors, instancePath+"/eventMs", "integer");
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
}
if("Alert" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Alert"},message:"must be equal to constant"});
}
}
vErrors = $valid(vErrors, validate136, data.event, instancePath, "/event");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate135.errors = vErrors;
return vErrors === null;
}


function validate141(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
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
validate141.errors = vErrors;
return vErrors === null;
}


function validate140(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props20);
vErrors = $typed(vErrors, data.eventId, instancePath, "/eventId", "string");
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!$int(data1)){
vErrors = $type(vErrors, instancePath+"/eventMs", "integer");
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
}
if("Ping" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"});
}
}
vErrors = $valid(vErrors, validate141, data.event, instancePath, "/event");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate140.errors = vErrors;
return vErrors === null;
}


function validate134(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.eventType;
if(typeof tag0 == "string"){
if(tag0 === "Alert"){
if(!(validate135(data, {instancePath}))){
vErrors = $concat(vErrors, validate135.errors);
}
}
else if(tag0 === "Ping"){
if(!(validate140(data, {instancePath}))){
vErrors = $concat(vErrors, validate140.errors);
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
validate134.errors = vErrors;
return vErrors === null;
}

const AlertNotification = validate145;

function validate145(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props21);
vErrors = $typed(vErrors, data.eventId, instancePath, "/eventId", "string");
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!$int(data1)){
vErrors = $type(vErrors, instancePath+"/eventMs", "integer");
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
}
if("Alert" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Alert"},message:"must be equal to constant"});
}
}
vErrors = $valid(vErrors, validate136, data.event, instancePath, "/event");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate145.errors = vErrors;
return vErrors === null;
}

const PingNotification = validate147;

function validate147(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
vErrors = $present(vErrors, data, instancePath, $props22);
vErrors = $typed(vErrors, data.eventId, instancePath, "/eventId", "string");
if(data.eventMs !== undefined){
let data1 = data.eventMs;
if(!$int(data1)){
vErrors = $type(vErrors, instancePath+"/eventMs", "integer");
}
}
if(data.eventType !== undefined){
let data2 = data.eventType;
if(typeof data2 !== "string"){
vErrors = $type(vErrors, instancePath+"/eventType", "string");
}
if("Ping" !== data2){
(vErrors ??= []).push({instancePath:instancePath+"/eventType",keyword:"const",params:{allowedValue: "Ping"},message:"must be equal to constant"});
}
}
vErrors = $valid(vErrors, validate141, data.event, instancePath, "/event");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate147.errors = vErrors;
return vErrors === null;
}

const AlertEvent = validate149;

function validate149(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alertConditionId === undefined){
vErrors = $required(vErrors, instancePath, "alertConditionId");
}
vErrors = $formatted(vErrors, data.alertEventUrl, instancePath, "/alertEventUrl", formats4, "uri");
vErrors = $typed(vErrors, data.alertConditionDescription, instancePath, "/alertConditionDescription", "string");
vErrors = $typed(vErrors, data.alertConditionId, instancePath, "/alertConditionId", "string");
vErrors = $typed(vErrors, data.details, instancePath, "/details", "string");
vErrors = $valid(vErrors, validate137, data.device, instancePath, "/device");
if(data.orgId !== undefined){
let data5 = data.orgId;
if(!$int(data5)){
vErrors = $type(vErrors, instancePath+"/orgId", "integer");
}
}
vErrors = $typed(vErrors, data.resolved, instancePath, "/resolved", "boolean");
if(data.startMs !== undefined){
let data7 = data.startMs;
if(!$int(data7)){
vErrors = $type(vErrors, instancePath+"/startMs", "integer");
}
}
vErrors = $typed(vErrors, data.summary, instancePath, "/summary", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate149.errors = vErrors;
return vErrors === null;
}

const AlertDevice = validate151;

function validate151(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
if(!$int(data0)){
vErrors = $type(vErrors, instancePath+"/id", "integer");
}
}
vErrors = $typed(vErrors, data.name, instancePath, "/name", "string");
vErrors = $typed(vErrors, data.serial, instancePath, "/serial", "string");
vErrors = $typed(vErrors, data.vin, instancePath, "/vin", "string");
}
else {
vErrors = $type(vErrors, instancePath, "object");
}
validate151.errors = vErrors;
return vErrors === null;
}

const PingEvent = validate152;

function validate152(data, {instancePath=""}={}){
let vErrors = null;
if(data && typeof data == "object" && !Array.isArray(data)){
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
validate152.errors = vErrors;
return vErrors === null;
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
