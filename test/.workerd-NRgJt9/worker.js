var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// runtime/errors.ts
var FleetError = class extends Error {
  name = "FleetError";
};

// runtime/validation/validators.ts
var SchemaValidationError = class extends FleetError {
  constructor(schema, errors) {
    super(`value does not match ${schema}:
${errors.map((e) => "  " + e.message).join("\n")}`);
    this.schema = schema;
    this.errors = errors;
  }
  schema;
  errors;
  name = "SchemaValidationError";
};
function describe(error, hints) {
  const p = error.params;
  let pointer = error.instancePath;
  let message = error.message ?? error.keyword;
  if (error.keyword === "required") {
    pointer += "/" + String(p.missingProperty);
    message = "is required";
  } else if (error.keyword === "additionalProperties") {
    pointer += "/" + String(p.additionalProperty);
    message = "is not allowed here";
  } else if (error.keyword === "discriminator") {
    pointer += "/" + String(p.tag);
    message = p.tagValue === void 0 ? "is required" : "is not one of the union's values: " + JSON.stringify(p.tagValue);
  } else if (error.keyword === "pattern" && Object.hasOwn(hints, String(p.pattern))) {
    message = hints[String(p.pattern)];
  } else if (error.keyword === "const") message += " " + JSON.stringify(p.allowedValue);
  else if (error.keyword === "enum") message += ": " + p.allowedValues.map((v) => JSON.stringify(v)).join(", ");
  return { pointer, keyword: error.keyword, message: (pointer === "" ? "(root)" : pointer) + " " + message };
}
function createValidators(compiled, hints = {}) {
  const names = Object.keys(compiled);
  function validate2(schema, value) {
    const check = Object.hasOwn(compiled, schema) ? compiled[schema] : void 0;
    if (!check) throw new TypeError(`unknown schema ${JSON.stringify(schema)}; expected one of: ${names.join(", ")}`);
    if (check(value)) return { valid: true };
    return { valid: false, errors: (check.errors ?? []).map((e) => describe(e, hints)) };
  }
  return {
    validate: validate2,
    assertValid(schema, value) {
      const result = validate2(schema, value);
      if (!result.valid) throw new SchemaValidationError(schema, result.errors);
      return value;
    }
  };
}

// runtime/validation/ajv-runtime.ts
function ajvUcs2length(text) {
  let count = 0;
  for (let i = 0; i < text.length; i++, count++) {
    const unit = text.charCodeAt(i);
    if (unit >= 55296 && unit <= 56319 && i + 1 < text.length && (text.charCodeAt(i + 1) & 64512) === 56320) i++;
  }
  return count;
}
function ajvEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b;
    return a.length === other.length && a.every((item, i) => ajvEqual(item, other[i]));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && ajvEqual(a[key], b[key]));
}
var URI_CHARACTERS = /^[a-z][a-z0-9+.-]*:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/i;
var BAD_PERCENT = /%(?![0-9a-f]{2})/i;
function ajvUriFormat(value) {
  return URI_CHARACTERS.test(value) && !BAD_PERCENT.test(value) && URL.canParse(value);
}
var DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;
var ajvDateTimeFormat = {
  validate(value) {
    const m = DATE_TIME.exec(value);
    if (!m) return false;
    const [year, month, day, hour, minute, second, zoneHour = 0, zoneMinute = 0] = m.slice(1).map((part) => part === void 0 ? void 0 : Number(part));
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
    return days !== void 0 && day >= 1 && day <= days && hour < 24 && minute < 60 && second <= 60 && zoneHour < 24 && zoneMinute < 60;
  }
};

// dist/generated/validators-standalone.js
var validators_standalone_exports = {};
__export(validators_standalone_exports, {
  AlertDevice: () => AlertDevice,
  AlertEvent: () => AlertEvent,
  AlertNotification: () => AlertNotification,
  ApiToken: () => ApiToken,
  Driver: () => Driver,
  DriverCreateRequest: () => DriverCreateRequest,
  DriverResponse: () => DriverResponse,
  DriverVehicleAssignment: () => DriverVehicleAssignment,
  DriverVehicleAssignmentList: () => DriverVehicleAssignmentList,
  ErrorResponse: () => ErrorResponse,
  LegacyAssetLocationList: () => LegacyAssetLocationList,
  LegacyObject: () => LegacyObject,
  LegacyPagination: () => LegacyPagination,
  LegacyReeferList: () => LegacyReeferList,
  LegacyTrailerAssignmentList: () => LegacyTrailerAssignmentList,
  LegacyVehicleList: () => LegacyVehicleList,
  LegacyVehicleStatsList: () => LegacyVehicleStatsList,
  ListEnvelope: () => ListEnvelope,
  PaginationInfo: () => PaginationInfo,
  PingEvent: () => PingEvent,
  PingNotification: () => PingNotification,
  ScopeName: () => ScopeName,
  Vehicle: () => Vehicle,
  VehicleList: () => VehicleList,
  VehicleLocation: () => VehicleLocation,
  VehicleLocations: () => VehicleLocations,
  VehicleLocationsList: () => VehicleLocationsList,
  VehicleStats: () => VehicleStats,
  VehicleStatsList: () => VehicleStatsList,
  Webhook: () => Webhook,
  WebhookCreateRequest: () => WebhookCreateRequest,
  WebhookCustomHeader: () => WebhookCustomHeader,
  WebhookCustomHeaders: () => WebhookCustomHeaders,
  WebhookNotification: () => WebhookNotification,
  WebhookVersion: () => WebhookVersion
});
var ScopeName = validate21;
var schema32 = { "type": "string", "enum": ["Read AEMP", "Write AEMP", "Read Addresses", "Write Addresses", "Read Alert Contacts", "Write Alert Contacts", "Read Assignments", "Write Assignments", "Read Attributes", "Write Attributes", "Read Carrier-Proposed Assignments", "Write Carrier-Proposed Assignments", "Read DVIRs", "Write DVIRs", "Read Documents", "Write Documents", "Read Driver App Settings", "Write Driver App Settings", "Read Drivers", "Write Drivers", "Read ELD Hours of Service (US)", "Write ELD Hours of Service (US)", "Read Equipment", "Write Equipment", "Read Equipment Statistics", "Write Equipment Statistics", "Read Gateways", "Write Gateways", "Read Industrial", "Write Industrial", "Read Jobs", "Write Jobs", "Read Messages", "Write Messages", "Read Org Information", "Write Org Information", "Read Routes", "Write Routes", "Read Safety Events & Scores", "Write Safety Events & Scores", "Read Sensors", "Write Sensors", "Read Tags", "Write Tags", "Read Trailer Statistics", "Write Trailer Statistics", "Read Trailers", "Write Trailers", "Read Users", "Write Users", "Read Vehicle Statistics", "Write Vehicle Statistics", "Read Vehicle Trips", "Write Vehicle Trips", "Read Vehicles", "Write Vehicles", "Read Webhooks", "Write Webhooks"] };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" }, message: "must be string" };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "Read AEMP" || data === "Write AEMP" || data === "Read Addresses" || data === "Write Addresses" || data === "Read Alert Contacts" || data === "Write Alert Contacts" || data === "Read Assignments" || data === "Write Assignments" || data === "Read Attributes" || data === "Write Attributes" || data === "Read Carrier-Proposed Assignments" || data === "Write Carrier-Proposed Assignments" || data === "Read DVIRs" || data === "Write DVIRs" || data === "Read Documents" || data === "Write Documents" || data === "Read Driver App Settings" || data === "Write Driver App Settings" || data === "Read Drivers" || data === "Write Drivers" || data === "Read ELD Hours of Service (US)" || data === "Write ELD Hours of Service (US)" || data === "Read Equipment" || data === "Write Equipment" || data === "Read Equipment Statistics" || data === "Write Equipment Statistics" || data === "Read Gateways" || data === "Write Gateways" || data === "Read Industrial" || data === "Write Industrial" || data === "Read Jobs" || data === "Write Jobs" || data === "Read Messages" || data === "Write Messages" || data === "Read Org Information" || data === "Write Org Information" || data === "Read Routes" || data === "Write Routes" || data === "Read Safety Events & Scores" || data === "Write Safety Events & Scores" || data === "Read Sensors" || data === "Write Sensors" || data === "Read Tags" || data === "Write Tags" || data === "Read Trailer Statistics" || data === "Write Trailer Statistics" || data === "Read Trailers" || data === "Write Trailers" || data === "Read Users" || data === "Write Users" || data === "Read Vehicle Statistics" || data === "Write Vehicle Statistics" || data === "Read Vehicle Trips" || data === "Write Vehicle Trips" || data === "Read Vehicles" || data === "Write Vehicles" || data === "Read Webhooks" || data === "Write Webhooks")) {
    const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema32.enum }, message: "must be equal to one of the allowed values" };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { "dynamicProps": false, "dynamicItems": false };
var ErrorResponse = validate22;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err0 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.requestId !== void 0) {
      if (typeof data.requestId !== "string") {
        const err1 = { instancePath: instancePath + "/requestId", schemaPath: "#/properties/requestId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
}
validate22.evaluated = { "props": { "message": true, "requestId": true }, "dynamicProps": false, "dynamicItems": false };
var PaginationInfo = validate23;
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.endCursor === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.hasNextPage === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.endCursor !== void 0) {
      if (typeof data.endCursor !== "string") {
        const err2 = { instancePath: instancePath + "/endCursor", schemaPath: "#/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.hasNextPage !== void 0) {
      if (typeof data.hasNextPage !== "boolean") {
        const err3 = { instancePath: instancePath + "/hasNextPage", schemaPath: "#/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { "props": { "endCursor": true, "hasNextPage": true }, "dynamicProps": false, "dynamicItems": false };
var ListEnvelope = validate24;
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pagination" }, message: "must have required property 'pagination'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err2 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === void 0) {
          const err4 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasNextPage === void 0) {
          const err5 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== void 0) {
          if (typeof data2.endCursor !== "string") {
            const err6 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== void 0) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err7 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
}
validate24.evaluated = { "props": { "data": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var Vehicle = validate25;
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var VehicleList = validate26;
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pagination" }, message: "must have required property 'pagination'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err2 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/$defs/Vehicle/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === void 0) {
          const err4 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasNextPage === void 0) {
          const err5 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== void 0) {
          if (typeof data2.endCursor !== "string") {
            const err6 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== void 0) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err7 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { "props": { "data": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var DriverVehicleAssignment = validate27;
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
}
validate27.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var DriverVehicleAssignmentList = validate28;
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pagination" }, message: "must have required property 'pagination'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err2 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/$defs/DriverVehicleAssignment/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === void 0) {
          const err4 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasNextPage === void 0) {
          const err5 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== void 0) {
          if (typeof data2.endCursor !== "string") {
            const err6 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== void 0) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err7 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
}
validate28.evaluated = { "props": { "data": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var VehicleStats = validate29;
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err0 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err1 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
validate29.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var VehicleStatsList = validate30;
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pagination" }, message: "must have required property 'pagination'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.id !== void 0) {
              if (typeof data1.id !== "string") {
                const err2 = { instancePath: instancePath + "/data/" + i0 + "/id", schemaPath: "#/$defs/VehicleStats/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            if (data1.name !== void 0) {
              if (typeof data1.name !== "string") {
                const err3 = { instancePath: instancePath + "/data/" + i0 + "/name", schemaPath: "#/$defs/VehicleStats/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
          } else {
            const err4 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/$defs/VehicleStats/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data4 = data.pagination;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.endCursor === void 0) {
          const err6 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data4.hasNextPage === void 0) {
          const err7 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data4.endCursor !== void 0) {
          if (typeof data4.endCursor !== "string") {
            const err8 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data4.hasNextPage !== void 0) {
          if (typeof data4.hasNextPage !== "boolean") {
            const err9 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate30.errors = vErrors;
  return errors === 0;
}
validate30.evaluated = { "props": { "data": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var VehicleLocation = validate31;
var formats0 = ajvDateTimeFormat;
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.time === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "time" }, message: "must have required property 'time'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.latitude === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "latitude" }, message: "must have required property 'latitude'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.longitude === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "longitude" }, message: "must have required property 'longitude'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.time !== void 0) {
      let data0 = data.time;
      if (typeof data0 === "string") {
        if (!formats0.validate(data0)) {
          const err3 = { instancePath: instancePath + "/time", schemaPath: "#/properties/time/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/time", schemaPath: "#/properties/time/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.latitude !== void 0) {
      let data1 = data.latitude;
      if (!(typeof data1 == "number" && isFinite(data1))) {
        const err5 = { instancePath: instancePath + "/latitude", schemaPath: "#/properties/latitude/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.longitude !== void 0) {
      let data2 = data.longitude;
      if (!(typeof data2 == "number" && isFinite(data2))) {
        const err6 = { instancePath: instancePath + "/longitude", schemaPath: "#/properties/longitude/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.heading !== void 0) {
      let data3 = data.heading;
      if (!(typeof data3 == "number" && isFinite(data3))) {
        const err7 = { instancePath: instancePath + "/heading", schemaPath: "#/properties/heading/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.speed !== void 0) {
      let data4 = data.speed;
      if (!(typeof data4 == "number" && isFinite(data4))) {
        const err8 = { instancePath: instancePath + "/speed", schemaPath: "#/properties/speed/type", keyword: "type", params: { type: "number" }, message: "must be number" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
validate31.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var VehicleLocations = validate32;
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.locations === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "locations" }, message: "must have required property 'locations'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err3 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err4 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.locations !== void 0) {
      let data2 = data.locations;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.time === void 0) {
              const err5 = { instancePath: instancePath + "/locations/" + i0, schemaPath: "#/$defs/VehicleLocation/required", keyword: "required", params: { missingProperty: "time" }, message: "must have required property 'time'" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data3.latitude === void 0) {
              const err6 = { instancePath: instancePath + "/locations/" + i0, schemaPath: "#/$defs/VehicleLocation/required", keyword: "required", params: { missingProperty: "latitude" }, message: "must have required property 'latitude'" };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data3.longitude === void 0) {
              const err7 = { instancePath: instancePath + "/locations/" + i0, schemaPath: "#/$defs/VehicleLocation/required", keyword: "required", params: { missingProperty: "longitude" }, message: "must have required property 'longitude'" };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data3.time !== void 0) {
              let data4 = data3.time;
              if (typeof data4 === "string") {
                if (!formats0.validate(data4)) {
                  const err8 = { instancePath: instancePath + "/locations/" + i0 + "/time", schemaPath: "#/$defs/VehicleLocation/properties/time/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                }
              } else {
                const err9 = { instancePath: instancePath + "/locations/" + i0 + "/time", schemaPath: "#/$defs/VehicleLocation/properties/time/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data3.latitude !== void 0) {
              let data5 = data3.latitude;
              if (!(typeof data5 == "number" && isFinite(data5))) {
                const err10 = { instancePath: instancePath + "/locations/" + i0 + "/latitude", schemaPath: "#/$defs/VehicleLocation/properties/latitude/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data3.longitude !== void 0) {
              let data6 = data3.longitude;
              if (!(typeof data6 == "number" && isFinite(data6))) {
                const err11 = { instancePath: instancePath + "/locations/" + i0 + "/longitude", schemaPath: "#/$defs/VehicleLocation/properties/longitude/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data3.heading !== void 0) {
              let data7 = data3.heading;
              if (!(typeof data7 == "number" && isFinite(data7))) {
                const err12 = { instancePath: instancePath + "/locations/" + i0 + "/heading", schemaPath: "#/$defs/VehicleLocation/properties/heading/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data3.speed !== void 0) {
              let data8 = data3.speed;
              if (!(typeof data8 == "number" && isFinite(data8))) {
                const err13 = { instancePath: instancePath + "/locations/" + i0 + "/speed", schemaPath: "#/$defs/VehicleLocation/properties/speed/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/locations/" + i0, schemaPath: "#/$defs/VehicleLocation/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = { instancePath: instancePath + "/locations", schemaPath: "#/properties/locations/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var VehicleLocationsList = validate33;
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate33.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" }, message: "must have required property 'data'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pagination" }, message: "must have required property 'pagination'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate32(data0[i0], { instancePath: instancePath + "/data/" + i0, parentData: data0, parentDataProperty: i0, rootData, dynamicAnchors })) {
            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err2 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === void 0) {
          const err3 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === void 0) {
          const err4 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.endCursor !== void 0) {
          if (typeof data2.endCursor !== "string") {
            const err5 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== void 0) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err6 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/PaginationInfo/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate33.errors = vErrors;
  return errors === 0;
}
validate33.evaluated = { "props": { "data": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var LegacyPagination = validate35;
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate35.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.endCursor === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.startCursor === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "startCursor" }, message: "must have required property 'startCursor'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.hasNextPage === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.hasPrevPage === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hasPrevPage" }, message: "must have required property 'hasPrevPage'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.endCursor !== void 0) {
      if (typeof data.endCursor !== "string") {
        const err4 = { instancePath: instancePath + "/endCursor", schemaPath: "#/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.startCursor !== void 0) {
      if (typeof data.startCursor !== "string") {
        const err5 = { instancePath: instancePath + "/startCursor", schemaPath: "#/properties/startCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.hasNextPage !== void 0) {
      if (typeof data.hasNextPage !== "boolean") {
        const err6 = { instancePath: instancePath + "/hasNextPage", schemaPath: "#/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.hasPrevPage !== void 0) {
      if (typeof data.hasPrevPage !== "boolean") {
        const err7 = { instancePath: instancePath + "/hasPrevPage", schemaPath: "#/properties/hasPrevPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate35.errors = vErrors;
  return errors === 0;
}
validate35.evaluated = { "props": { "endCursor": true, "startCursor": true, "hasNextPage": true, "hasPrevPage": true }, "dynamicProps": false, "dynamicItems": false };
var LegacyObject = validate36;
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate36.errors = vErrors;
  return errors === 0;
}
validate36.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var LegacyVehicleList = validate37;
function validate37(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.vehicles !== void 0) {
      let data0 = data.vehicles;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err0 = { instancePath: instancePath + "/vehicles/" + i0, schemaPath: "#/$defs/LegacyObject/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
      } else {
        const err1 = { instancePath: instancePath + "/vehicles", schemaPath: "#/properties/vehicles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === void 0) {
          const err2 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data2.startCursor === void 0) {
          const err3 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "startCursor" }, message: "must have required property 'startCursor'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === void 0) {
          const err4 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasPrevPage === void 0) {
          const err5 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasPrevPage" }, message: "must have required property 'hasPrevPage'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== void 0) {
          if (typeof data2.endCursor !== "string") {
            const err6 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.startCursor !== void 0) {
          if (typeof data2.startCursor !== "string") {
            const err7 = { instancePath: instancePath + "/pagination/startCursor", schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== void 0) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err8 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== void 0) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err9 = { instancePath: instancePath + "/pagination/hasPrevPage", schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate37.errors = vErrors;
  return errors === 0;
}
validate37.evaluated = { "props": { "vehicles": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var LegacyAssetLocationList = validate38;
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.assets !== void 0) {
      let data0 = data.assets;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err0 = { instancePath: instancePath + "/assets/" + i0, schemaPath: "#/$defs/LegacyObject/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
      } else {
        const err1 = { instancePath: instancePath + "/assets", schemaPath: "#/properties/assets/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === void 0) {
          const err2 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data2.startCursor === void 0) {
          const err3 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "startCursor" }, message: "must have required property 'startCursor'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === void 0) {
          const err4 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasPrevPage === void 0) {
          const err5 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasPrevPage" }, message: "must have required property 'hasPrevPage'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== void 0) {
          if (typeof data2.endCursor !== "string") {
            const err6 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.startCursor !== void 0) {
          if (typeof data2.startCursor !== "string") {
            const err7 = { instancePath: instancePath + "/pagination/startCursor", schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== void 0) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err8 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== void 0) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err9 = { instancePath: instancePath + "/pagination/hasPrevPage", schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate38.errors = vErrors;
  return errors === 0;
}
validate38.evaluated = { "props": { "assets": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var LegacyReeferList = validate39;
function validate39(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate39.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data !== void 0) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err0 = { instancePath: instancePath + "/data/" + i0, schemaPath: "#/$defs/LegacyObject/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
      } else {
        const err1 = { instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === void 0) {
          const err2 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data2.startCursor === void 0) {
          const err3 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "startCursor" }, message: "must have required property 'startCursor'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === void 0) {
          const err4 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasPrevPage === void 0) {
          const err5 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasPrevPage" }, message: "must have required property 'hasPrevPage'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== void 0) {
          if (typeof data2.endCursor !== "string") {
            const err6 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.startCursor !== void 0) {
          if (typeof data2.startCursor !== "string") {
            const err7 = { instancePath: instancePath + "/pagination/startCursor", schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== void 0) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err8 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== void 0) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err9 = { instancePath: instancePath + "/pagination/hasPrevPage", schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate39.errors = vErrors;
  return errors === 0;
}
validate39.evaluated = { "props": { "data": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var LegacyTrailerAssignmentList = validate40;
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate40.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.trailers !== void 0) {
      let data0 = data.trailers;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err0 = { instancePath: instancePath + "/trailers/" + i0, schemaPath: "#/$defs/LegacyObject/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
      } else {
        const err1 = { instancePath: instancePath + "/trailers", schemaPath: "#/properties/trailers/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === void 0) {
          const err2 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data2.startCursor === void 0) {
          const err3 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "startCursor" }, message: "must have required property 'startCursor'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === void 0) {
          const err4 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasPrevPage === void 0) {
          const err5 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasPrevPage" }, message: "must have required property 'hasPrevPage'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== void 0) {
          if (typeof data2.endCursor !== "string") {
            const err6 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.startCursor !== void 0) {
          if (typeof data2.startCursor !== "string") {
            const err7 = { instancePath: instancePath + "/pagination/startCursor", schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== void 0) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err8 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== void 0) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err9 = { instancePath: instancePath + "/pagination/hasPrevPage", schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validate40.errors = vErrors;
  return errors === 0;
}
validate40.evaluated = { "props": { "trailers": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var LegacyVehicleStatsList = validate41;
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.vehicleStats === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "vehicleStats" }, message: "must have required property 'vehicleStats'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.vehicleStats !== void 0) {
      let data0 = data.vehicleStats;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err1 = { instancePath: instancePath + "/vehicleStats/" + i0, schemaPath: "#/$defs/LegacyObject/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = { instancePath: instancePath + "/vehicleStats", schemaPath: "#/properties/vehicleStats/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.pagination !== void 0) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === void 0) {
          const err3 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "endCursor" }, message: "must have required property 'endCursor'" };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.startCursor === void 0) {
          const err4 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "startCursor" }, message: "must have required property 'startCursor'" };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasNextPage === void 0) {
          const err5 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasNextPage" }, message: "must have required property 'hasNextPage'" };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.hasPrevPage === void 0) {
          const err6 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/required", keyword: "required", params: { missingProperty: "hasPrevPage" }, message: "must have required property 'hasPrevPage'" };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data2.endCursor !== void 0) {
          if (typeof data2.endCursor !== "string") {
            const err7 = { instancePath: instancePath + "/pagination/endCursor", schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.startCursor !== void 0) {
          if (typeof data2.startCursor !== "string") {
            const err8 = { instancePath: instancePath + "/pagination/startCursor", schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== void 0) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err9 = { instancePath: instancePath + "/pagination/hasNextPage", schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== void 0) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err10 = { instancePath: instancePath + "/pagination/hasPrevPage", schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/pagination", schemaPath: "#/$defs/LegacyPagination/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
}
validate41.evaluated = { "props": { "vehicleStats": true, "pagination": true }, "dynamicProps": false, "dynamicItems": false };
var Driver = validate42;
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
}
validate42.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var DriverResponse = validate43;
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate43.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data !== void 0) {
      let data0 = data.data;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
      } else {
        const err0 = { instancePath: instancePath + "/data", schemaPath: "#/$defs/Driver/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate43.errors = vErrors;
  return errors === 0;
}
validate43.evaluated = { "props": { "data": true }, "dynamicProps": false, "dynamicItems": false };
var DriverCreateRequest = validate44;
function validate44(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.username === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "username" }, message: "must have required property 'username'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.password === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "password" }, message: "must have required property 'password'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err3 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.username !== void 0) {
      if (typeof data.username !== "string") {
        const err4 = { instancePath: instancePath + "/username", schemaPath: "#/properties/username/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.password !== void 0) {
      if (!(typeof data.password === "string")) {
        const err5 = { instancePath: instancePath + "/password", schemaPath: "#/properties/password/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.tagIds !== void 0) {
      let data3 = data.tagIds;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data3[i0] !== "string") {
            const err6 = { instancePath: instancePath + "/tagIds/" + i0, schemaPath: "#/properties/tagIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/tagIds", schemaPath: "#/properties/tagIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
}
validate44.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
var ApiToken = validate45;
var func1 = ajvUcs2length;
var func0 = ajvEqual;
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.scopes === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scopes" }, message: "must have required property 'scopes'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.tagIds !== void 0) {
      let data1 = data.tagIds;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data1[i0] !== "string") {
            const err4 = { instancePath: instancePath + "/tagIds/" + i0, schemaPath: "#/properties/tagIds/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--; ) {
            let item0 = data1[i1];
            if (typeof item0 !== "string") {
              continue;
            }
            if (typeof indices0[item0] == "number") {
              j0 = indices0[item0];
              const err5 = { instancePath: instancePath + "/tagIds", schemaPath: "#/properties/tagIds/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err6 = { instancePath: instancePath + "/tagIds", schemaPath: "#/properties/tagIds/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.scopes !== void 0) {
      let data3 = data.scopes;
      if (Array.isArray(data3)) {
        const len1 = data3.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data4 = data3[i2];
          if (typeof data4 !== "string") {
            const err7 = { instancePath: instancePath + "/scopes/" + i2, schemaPath: "#/$defs/ScopeName/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          if (!(data4 === "Read AEMP" || data4 === "Write AEMP" || data4 === "Read Addresses" || data4 === "Write Addresses" || data4 === "Read Alert Contacts" || data4 === "Write Alert Contacts" || data4 === "Read Assignments" || data4 === "Write Assignments" || data4 === "Read Attributes" || data4 === "Write Attributes" || data4 === "Read Carrier-Proposed Assignments" || data4 === "Write Carrier-Proposed Assignments" || data4 === "Read DVIRs" || data4 === "Write DVIRs" || data4 === "Read Documents" || data4 === "Write Documents" || data4 === "Read Driver App Settings" || data4 === "Write Driver App Settings" || data4 === "Read Drivers" || data4 === "Write Drivers" || data4 === "Read ELD Hours of Service (US)" || data4 === "Write ELD Hours of Service (US)" || data4 === "Read Equipment" || data4 === "Write Equipment" || data4 === "Read Equipment Statistics" || data4 === "Write Equipment Statistics" || data4 === "Read Gateways" || data4 === "Write Gateways" || data4 === "Read Industrial" || data4 === "Write Industrial" || data4 === "Read Jobs" || data4 === "Write Jobs" || data4 === "Read Messages" || data4 === "Write Messages" || data4 === "Read Org Information" || data4 === "Write Org Information" || data4 === "Read Routes" || data4 === "Write Routes" || data4 === "Read Safety Events & Scores" || data4 === "Write Safety Events & Scores" || data4 === "Read Sensors" || data4 === "Write Sensors" || data4 === "Read Tags" || data4 === "Write Tags" || data4 === "Read Trailer Statistics" || data4 === "Write Trailer Statistics" || data4 === "Read Trailers" || data4 === "Write Trailers" || data4 === "Read Users" || data4 === "Write Users" || data4 === "Read Vehicle Statistics" || data4 === "Write Vehicle Statistics" || data4 === "Read Vehicle Trips" || data4 === "Write Vehicle Trips" || data4 === "Read Vehicles" || data4 === "Write Vehicles" || data4 === "Read Webhooks" || data4 === "Write Webhooks")) {
            const err8 = { instancePath: instancePath + "/scopes/" + i2, schemaPath: "#/$defs/ScopeName/enum", keyword: "enum", params: { allowedValues: schema32.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        let i3 = data3.length;
        let j1;
        if (i3 > 1) {
          outer0: for (; i3--; ) {
            for (j1 = i3; j1--; ) {
              if (func0(data3[i3], data3[j1])) {
                const err9 = { instancePath: instancePath + "/scopes", schemaPath: "#/properties/scopes/uniqueItems", keyword: "uniqueItems", params: { i: i3, j: j1 }, message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)" };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/scopes", schemaPath: "#/properties/scopes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.token !== void 0) {
      let data5 = data.token;
      if (typeof data5 === "string") {
        if (func1(data5) < 1) {
          const err11 = { instancePath: instancePath + "/token", schemaPath: "#/properties/token/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/token", schemaPath: "#/properties/token/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate45.errors = vErrors;
  return errors === 0;
}
validate45.evaluated = { "props": { "name": true, "tagIds": true, "scopes": true, "token": true }, "dynamicProps": false, "dynamicItems": false };
var WebhookCustomHeader = validate46;
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate46.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.key === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.value === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.key !== void 0) {
      if (typeof data.key !== "string") {
        const err2 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.value !== void 0) {
      if (typeof data.value !== "string") {
        const err3 = { instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate46.errors = vErrors;
  return errors === 0;
}
validate46.evaluated = { "props": { "key": true, "value": true }, "dynamicProps": false, "dynamicItems": false };
var WebhookCustomHeaders = validate47;
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (Array.isArray(data)) {
    if (data.length > 5) {
      const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 5 }, message: "must NOT have more than 5 items" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      let data0 = data[i0];
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.key === void 0) {
          const err1 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/WebhookCustomHeader/required", keyword: "required", params: { missingProperty: "key" }, message: "must have required property 'key'" };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.value === void 0) {
          const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/WebhookCustomHeader/required", keyword: "required", params: { missingProperty: "value" }, message: "must have required property 'value'" };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0.key !== void 0) {
          if (typeof data0.key !== "string") {
            const err3 = { instancePath: instancePath + "/" + i0 + "/key", schemaPath: "#/$defs/WebhookCustomHeader/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data0.value !== void 0) {
          if (typeof data0.value !== "string") {
            const err4 = { instancePath: instancePath + "/" + i0 + "/value", schemaPath: "#/$defs/WebhookCustomHeader/properties/value/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/WebhookCustomHeader/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate47.errors = vErrors;
  return errors === 0;
}
validate47.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
var WebhookVersion = validate48;
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate48.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" }, message: "must be string" };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate48.errors = vErrors;
  return errors === 0;
}
validate48.evaluated = { "dynamicProps": false, "dynamicItems": false };
var WebhookCreateRequest = validate49;
var formats4 = ajvUriFormat;
var pattern4 = new RegExp("^https://[^/?#\\s]+", "u");
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate49.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.url === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err2 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.url !== void 0) {
      let data1 = data.url;
      if (typeof data1 === "string") {
        if (!pattern4.test(data1)) {
          const err3 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/pattern", keyword: "pattern", params: { pattern: "^https://[^/?#\\s]+" }, message: 'must match pattern "^https://[^/?#\\s]+"' };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!formats4(data1)) {
          const err4 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.customHeaders !== void 0) {
      if (!validate47(data.customHeaders, { instancePath: instancePath + "/customHeaders", parentData: data, parentDataProperty: "customHeaders", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
        errors = vErrors.length;
      }
    }
    if (data.eventTypes !== void 0) {
      let data3 = data.eventTypes;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data3[i0] !== "string") {
            const err6 = { instancePath: instancePath + "/eventTypes/" + i0, schemaPath: "#/properties/eventTypes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/eventTypes", schemaPath: "#/properties/eventTypes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      if (typeof data.version !== "string") {
        const err8 = { instancePath: instancePath + "/version", schemaPath: "#/$defs/WebhookVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate49.errors = vErrors;
  return errors === 0;
}
validate49.evaluated = { "props": { "name": true, "url": true, "customHeaders": true, "eventTypes": true, "version": true }, "dynamicProps": false, "dynamicItems": false };
var Webhook = validate51;
var pattern6 = new RegExp("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", "u");
function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate51.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property 'id'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.url === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.secretKey === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "secretKey" }, message: "must have required property 'secretKey'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.version === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'" };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err5 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err6 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.url !== void 0) {
      let data2 = data.url;
      if (typeof data2 === "string") {
        if (!pattern4.test(data2)) {
          const err7 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/pattern", keyword: "pattern", params: { pattern: "^https://[^/?#\\s]+" }, message: 'must match pattern "^https://[^/?#\\s]+"' };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!formats4(data2)) {
          const err8 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.secretKey !== void 0) {
      let data3 = data.secretKey;
      if (typeof data3 === "string") {
        if (func1(data3) < 4) {
          const err10 = { instancePath: instancePath + "/secretKey", schemaPath: "#/properties/secretKey/minLength", keyword: "minLength", params: { limit: 4 }, message: "must NOT have fewer than 4 characters" };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (!pattern6.test(data3)) {
          const err11 = { instancePath: instancePath + "/secretKey", schemaPath: "#/properties/secretKey/pattern", keyword: "pattern", params: { pattern: "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$" }, message: 'must match pattern "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"' };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = { instancePath: instancePath + "/secretKey", schemaPath: "#/properties/secretKey/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.customHeaders !== void 0) {
      if (!validate47(data.customHeaders, { instancePath: instancePath + "/customHeaders", parentData: data, parentDataProperty: "customHeaders", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
        errors = vErrors.length;
      }
    }
    if (data.eventTypes !== void 0) {
      let data5 = data.eventTypes;
      if (Array.isArray(data5)) {
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data5[i0] !== "string") {
            const err13 = { instancePath: instancePath + "/eventTypes/" + i0, schemaPath: "#/properties/eventTypes/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/eventTypes", schemaPath: "#/properties/eventTypes/type", keyword: "type", params: { type: "array" }, message: "must be array" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      if (typeof data.version !== "string") {
        const err15 = { instancePath: instancePath + "/version", schemaPath: "#/$defs/WebhookVersion/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate51.errors = vErrors;
  return errors === 0;
}
validate51.evaluated = { "props": { "id": true, "name": true, "url": true, "secretKey": true, "customHeaders": true, "eventTypes": true, "version": true }, "dynamicProps": false, "dynamicItems": false };
var WebhookNotification = validate53;
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.alertConditionId === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "alertConditionId" }, message: "must have required property 'alertConditionId'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.alertEventUrl !== void 0) {
      let data0 = data.alertEventUrl;
      if (typeof data0 === "string") {
        if (!formats4(data0)) {
          const err1 = { instancePath: instancePath + "/alertEventUrl", schemaPath: "#/properties/alertEventUrl/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/alertEventUrl", schemaPath: "#/properties/alertEventUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.alertConditionDescription !== void 0) {
      if (typeof data.alertConditionDescription !== "string") {
        const err3 = { instancePath: instancePath + "/alertConditionDescription", schemaPath: "#/properties/alertConditionDescription/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.alertConditionId !== void 0) {
      if (typeof data.alertConditionId !== "string") {
        const err4 = { instancePath: instancePath + "/alertConditionId", schemaPath: "#/properties/alertConditionId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.details !== void 0) {
      if (typeof data.details !== "string") {
        const err5 = { instancePath: instancePath + "/details", schemaPath: "#/properties/details/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.device !== void 0) {
      let data4 = data.device;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.id !== void 0) {
          let data5 = data4.id;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err6 = { instancePath: instancePath + "/device/id", schemaPath: "#/$defs/AlertDevice/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data4.name !== void 0) {
          if (typeof data4.name !== "string") {
            const err7 = { instancePath: instancePath + "/device/name", schemaPath: "#/$defs/AlertDevice/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data4.serial !== void 0) {
          if (typeof data4.serial !== "string") {
            const err8 = { instancePath: instancePath + "/device/serial", schemaPath: "#/$defs/AlertDevice/properties/serial/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data4.vin !== void 0) {
          if (typeof data4.vin !== "string") {
            const err9 = { instancePath: instancePath + "/device/vin", schemaPath: "#/$defs/AlertDevice/properties/vin/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/device", schemaPath: "#/$defs/AlertDevice/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.orgId !== void 0) {
      let data9 = data.orgId;
      if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
        const err11 = { instancePath: instancePath + "/orgId", schemaPath: "#/properties/orgId/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.resolved !== void 0) {
      if (typeof data.resolved !== "boolean") {
        const err12 = { instancePath: instancePath + "/resolved", schemaPath: "#/properties/resolved/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.startMs !== void 0) {
      let data11 = data.startMs;
      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
        const err13 = { instancePath: instancePath + "/startMs", schemaPath: "#/properties/startMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.summary !== void 0) {
      if (typeof data.summary !== "string") {
        const err14 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate55.errors = vErrors;
  return errors === 0;
}
validate55.evaluated = { "props": { "alertEventUrl": true, "alertConditionDescription": true, "alertConditionId": true, "details": true, "device": true, "orgId": true, "resolved": true, "startMs": true, "summary": true }, "dynamicProps": false, "dynamicItems": false };
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.eventId === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventId" }, message: "must have required property 'eventId'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.eventMs === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventMs" }, message: "must have required property 'eventMs'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.eventType === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventType" }, message: "must have required property 'eventType'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.event === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.eventId !== void 0) {
      if (typeof data.eventId !== "string") {
        const err4 = { instancePath: instancePath + "/eventId", schemaPath: "#/properties/eventId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.eventMs !== void 0) {
      let data1 = data.eventMs;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err5 = { instancePath: instancePath + "/eventMs", schemaPath: "#/properties/eventMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.eventType !== void 0) {
      let data2 = data.eventType;
      if (typeof data2 !== "string") {
        const err6 = { instancePath: instancePath + "/eventType", schemaPath: "#/properties/eventType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("Alert" !== data2) {
        const err7 = { instancePath: instancePath + "/eventType", schemaPath: "#/properties/eventType/const", keyword: "const", params: { allowedValue: "Alert" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.event !== void 0) {
      if (!validate55(data.event, { instancePath: instancePath + "/event", parentData: data, parentDataProperty: "event", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate54.errors = vErrors;
  return errors === 0;
}
validate54.evaluated = { "props": { "eventId": true, "eventMs": true, "eventType": true, "event": true }, "dynamicProps": false, "dynamicItems": false };
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate57.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.eventId === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventId" }, message: "must have required property 'eventId'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.eventMs === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventMs" }, message: "must have required property 'eventMs'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.eventType === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventType" }, message: "must have required property 'eventType'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.event === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.eventId !== void 0) {
      if (typeof data.eventId !== "string") {
        const err4 = { instancePath: instancePath + "/eventId", schemaPath: "#/properties/eventId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.eventMs !== void 0) {
      let data1 = data.eventMs;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err5 = { instancePath: instancePath + "/eventMs", schemaPath: "#/properties/eventMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.eventType !== void 0) {
      let data2 = data.eventType;
      if (typeof data2 !== "string") {
        const err6 = { instancePath: instancePath + "/eventType", schemaPath: "#/properties/eventType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("Ping" !== data2) {
        const err7 = { instancePath: instancePath + "/eventType", schemaPath: "#/properties/eventType/const", keyword: "const", params: { allowedValue: "Ping" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.event !== void 0) {
      let data3 = data.event;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.text === void 0) {
          const err8 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/PingEvent/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        for (const key0 in data3) {
          if (!(key0 === "text")) {
            const err9 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/PingEvent/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data3.text !== void 0) {
          let data4 = data3.text;
          if (typeof data4 !== "string") {
            const err10 = { instancePath: instancePath + "/event/text", schemaPath: "#/$defs/PingEvent/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if ("Ping" !== data4) {
            const err11 = { instancePath: instancePath + "/event/text", schemaPath: "#/$defs/PingEvent/properties/text/const", keyword: "const", params: { allowedValue: "Ping" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/PingEvent/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate57.errors = vErrors;
  return errors === 0;
}
validate57.evaluated = { "props": { "eventId": true, "eventMs": true, "eventType": true, "event": true }, "dynamicProps": false, "dynamicItems": false };
function validate53(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.eventType;
    if (typeof tag0 == "string") {
      if (tag0 === "Alert") {
        if (!validate54(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
          errors = vErrors.length;
        }
        var props0 = {};
        props0.eventId = true;
        props0.eventMs = true;
        props0.eventType = true;
        props0.event = true;
      } else if (tag0 === "Ping") {
        if (!validate57(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = props0 || {};
          props0.eventId = true;
          props0.eventMs = true;
          props0.eventType = true;
          props0.event = true;
        }
      } else {
        const err0 = { instancePath, schemaPath: "#/discriminator", keyword: "discriminator", params: { error: "mapping", tag: "eventType", tagValue: tag0 }, message: 'value of tag "eventType" must be in oneOf' };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = { instancePath, schemaPath: "#/discriminator", keyword: "discriminator", params: { error: "tag", tag: "eventType", tagValue: tag0 }, message: 'tag "eventType" must be string' };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate53.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate53.evaluated = { "dynamicProps": true, "dynamicItems": false };
var AlertNotification = validate60;
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate60.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.eventId === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventId" }, message: "must have required property 'eventId'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.eventMs === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventMs" }, message: "must have required property 'eventMs'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.eventType === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventType" }, message: "must have required property 'eventType'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.event === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.eventId !== void 0) {
      if (typeof data.eventId !== "string") {
        const err4 = { instancePath: instancePath + "/eventId", schemaPath: "#/properties/eventId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.eventMs !== void 0) {
      let data1 = data.eventMs;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err5 = { instancePath: instancePath + "/eventMs", schemaPath: "#/properties/eventMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.eventType !== void 0) {
      let data2 = data.eventType;
      if (typeof data2 !== "string") {
        const err6 = { instancePath: instancePath + "/eventType", schemaPath: "#/properties/eventType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("Alert" !== data2) {
        const err7 = { instancePath: instancePath + "/eventType", schemaPath: "#/properties/eventType/const", keyword: "const", params: { allowedValue: "Alert" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.event !== void 0) {
      if (!validate55(data.event, { instancePath: instancePath + "/event", parentData: data, parentDataProperty: "event", rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate60.errors = vErrors;
  return errors === 0;
}
validate60.evaluated = { "props": { "eventId": true, "eventMs": true, "eventType": true, "event": true }, "dynamicProps": false, "dynamicItems": false };
var PingNotification = validate62;
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate62.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.eventId === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventId" }, message: "must have required property 'eventId'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.eventMs === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventMs" }, message: "must have required property 'eventMs'" };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.eventType === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "eventType" }, message: "must have required property 'eventType'" };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.event === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'" };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.eventId !== void 0) {
      if (typeof data.eventId !== "string") {
        const err4 = { instancePath: instancePath + "/eventId", schemaPath: "#/properties/eventId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.eventMs !== void 0) {
      let data1 = data.eventMs;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err5 = { instancePath: instancePath + "/eventMs", schemaPath: "#/properties/eventMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.eventType !== void 0) {
      let data2 = data.eventType;
      if (typeof data2 !== "string") {
        const err6 = { instancePath: instancePath + "/eventType", schemaPath: "#/properties/eventType/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("Ping" !== data2) {
        const err7 = { instancePath: instancePath + "/eventType", schemaPath: "#/properties/eventType/const", keyword: "const", params: { allowedValue: "Ping" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.event !== void 0) {
      let data3 = data.event;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.text === void 0) {
          const err8 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/PingEvent/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        for (const key0 in data3) {
          if (!(key0 === "text")) {
            const err9 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/PingEvent/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data3.text !== void 0) {
          let data4 = data3.text;
          if (typeof data4 !== "string") {
            const err10 = { instancePath: instancePath + "/event/text", schemaPath: "#/$defs/PingEvent/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if ("Ping" !== data4) {
            const err11 = { instancePath: instancePath + "/event/text", schemaPath: "#/$defs/PingEvent/properties/text/const", keyword: "const", params: { allowedValue: "Ping" }, message: "must be equal to constant" };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/event", schemaPath: "#/$defs/PingEvent/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate62.errors = vErrors;
  return errors === 0;
}
validate62.evaluated = { "props": { "eventId": true, "eventMs": true, "eventType": true, "event": true }, "dynamicProps": false, "dynamicItems": false };
var AlertEvent = validate63;
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate63.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.alertConditionId === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "alertConditionId" }, message: "must have required property 'alertConditionId'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.alertEventUrl !== void 0) {
      let data0 = data.alertEventUrl;
      if (typeof data0 === "string") {
        if (!formats4(data0)) {
          const err1 = { instancePath: instancePath + "/alertEventUrl", schemaPath: "#/properties/alertEventUrl/format", keyword: "format", params: { format: "uri" }, message: 'must match format "uri"' };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = { instancePath: instancePath + "/alertEventUrl", schemaPath: "#/properties/alertEventUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.alertConditionDescription !== void 0) {
      if (typeof data.alertConditionDescription !== "string") {
        const err3 = { instancePath: instancePath + "/alertConditionDescription", schemaPath: "#/properties/alertConditionDescription/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.alertConditionId !== void 0) {
      if (typeof data.alertConditionId !== "string") {
        const err4 = { instancePath: instancePath + "/alertConditionId", schemaPath: "#/properties/alertConditionId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.details !== void 0) {
      if (typeof data.details !== "string") {
        const err5 = { instancePath: instancePath + "/details", schemaPath: "#/properties/details/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.device !== void 0) {
      let data4 = data.device;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.id !== void 0) {
          let data5 = data4.id;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err6 = { instancePath: instancePath + "/device/id", schemaPath: "#/$defs/AlertDevice/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data4.name !== void 0) {
          if (typeof data4.name !== "string") {
            const err7 = { instancePath: instancePath + "/device/name", schemaPath: "#/$defs/AlertDevice/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data4.serial !== void 0) {
          if (typeof data4.serial !== "string") {
            const err8 = { instancePath: instancePath + "/device/serial", schemaPath: "#/$defs/AlertDevice/properties/serial/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data4.vin !== void 0) {
          if (typeof data4.vin !== "string") {
            const err9 = { instancePath: instancePath + "/device/vin", schemaPath: "#/$defs/AlertDevice/properties/vin/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/device", schemaPath: "#/$defs/AlertDevice/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.orgId !== void 0) {
      let data9 = data.orgId;
      if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9))) {
        const err11 = { instancePath: instancePath + "/orgId", schemaPath: "#/properties/orgId/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.resolved !== void 0) {
      if (typeof data.resolved !== "boolean") {
        const err12 = { instancePath: instancePath + "/resolved", schemaPath: "#/properties/resolved/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.startMs !== void 0) {
      let data11 = data.startMs;
      if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
        const err13 = { instancePath: instancePath + "/startMs", schemaPath: "#/properties/startMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.summary !== void 0) {
      if (typeof data.summary !== "string") {
        const err14 = { instancePath: instancePath + "/summary", schemaPath: "#/properties/summary/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err15];
    } else {
      vErrors.push(err15);
    }
    errors++;
  }
  validate63.errors = vErrors;
  return errors === 0;
}
validate63.evaluated = { "props": { "alertEventUrl": true, "alertConditionDescription": true, "alertConditionId": true, "details": true, "device": true, "orgId": true, "resolved": true, "startMs": true, "summary": true }, "dynamicProps": false, "dynamicItems": false };
var AlertDevice = validate64;
function validate64(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate64.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id !== void 0) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err0 = { instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err1 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.serial !== void 0) {
      if (typeof data.serial !== "string") {
        const err2 = { instancePath: instancePath + "/serial", schemaPath: "#/properties/serial/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.vin !== void 0) {
      if (typeof data.vin !== "string") {
        const err3 = { instancePath: instancePath + "/vin", schemaPath: "#/properties/vin/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate64.errors = vErrors;
  return errors === 0;
}
validate64.evaluated = { "props": { "id": true, "name": true, "serial": true, "vin": true }, "dynamicProps": false, "dynamicItems": false };
var PingEvent = validate65;
function validate65(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate65.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = void 0;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = void 0;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.text === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "text" }, message: "must have required property 'text'" };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "text")) {
        const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.text !== void 0) {
      let data0 = data.text;
      if (typeof data0 !== "string") {
        const err2 = { instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if ("Ping" !== data0) {
        const err3 = { instancePath: instancePath + "/text", schemaPath: "#/properties/text/const", keyword: "const", params: { allowedValue: "Ping" }, message: "must be equal to constant" };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate65.errors = vErrors;
  return errors === 0;
}
validate65.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// dist/generated/validators.js
var validators = validators_standalone_exports;
var bound = /* @__PURE__ */ createValidators(validators, {
  "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$": "must be Base64 (A-Z, a-z, 0-9, + and /, padded with = to a multiple of 4 characters)",
  "^https://[^/?#\\s]+": "must be an https:// URL (the reference requires HTTPS for webhooks)"
});
var validate = bound.validate;
var assertValid = bound.assertValid;

// dist/runtime/errors.js
var FleetError2 = class extends Error {
  name = "FleetError";
};

// dist/runtime/webhooks/errors.js
var WebhookVerificationError = class extends FleetError2 {
  name = "WebhookVerificationError";
  code;
  /** Present only for `invalid_payload`. */
  issues;
  constructor(code, message, issues = []) {
    super(message);
    this.code = code;
    this.issues = issues;
  }
};
var WebhookConfigError = class extends FleetError2 {
  name = "WebhookConfigError";
  code;
  constructor(code, message) {
    super(message);
    this.code = code;
  }
};

// dist/runtime/webhooks/headers.js
var WEBHOOK_HEADERS = {
  timestamp: "X-Service-Timestamp",
  signature: "X-Service-Signature",
  requestId: "X-Service-Request",
  orgId: "X-Service-Org-Id",
  eventType: "X-Service-Event-Type",
  userAgent: "User-Agent",
  contentType: "Content-Type"
};
function isFetchHeaders(headers) {
  return typeof headers.get === "function";
}
function getHeaderValues(headers, name) {
  if (isFetchHeaders(headers)) {
    const value = headers.get(name);
    return value === null ? [] : [value];
  }
  const wanted = name.toLowerCase();
  const values = [];
  const record = headers;
  for (const key in record) {
    if (key.length !== wanted.length || key.toLowerCase() !== wanted || !Object.hasOwn(record, key))
      continue;
    const value = record[key];
    if (typeof value === "string")
      values.push(value);
    else if (Array.isArray(value))
      values.push(...value.filter((v) => typeof v === "string"));
  }
  return values;
}

// dist/runtime/webhooks/secret.js
var BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
var lastValidSecret;
function decodeSecret(secret, label = "secret") {
  if (typeof secret === "string" && secret === lastValidSecret)
    return Buffer.from(secret, "base64");
  if (typeof secret !== "string") {
    throw new WebhookConfigError("invalid_secret", `${label} must be a string (the Base64 secret key from the dashboard), got ${secret === null ? "null" : typeof secret}.`);
  }
  if (secret.length === 0) {
    throw new WebhookConfigError("invalid_secret", `${label} is empty; pass the Base64 secret key shown for the webhook in the dashboard.`);
  }
  if (/\s/.test(secret)) {
    throw new WebhookConfigError("invalid_secret", `${label} contains whitespace; trim it (a trailing newline from a file or env var is the usual cause).`);
  }
  const key = Buffer.from(secret, "base64");
  const canonical = key.toString("base64").replace(/=+$/, "") === secret.replace(/=+$/, "");
  if (!BASE64.test(secret) || !canonical || key.length === 0) {
    throw new WebhookConfigError("invalid_secret", `${label} is not valid Base64 (alphabet A-Z a-z 0-9 + /, optional = padding, ${secret.length} characters given); copy the secret key exactly as the dashboard shows it.`);
  }
  lastValidSecret = secret;
  return key;
}
function decodeSecrets(secret) {
  if (typeof secret === "string")
    return [decodeSecret(secret)];
  if (!Array.isArray(secret) || secret.length === 0) {
    throw new WebhookConfigError("invalid_secret", "secret must be a Base64 string or a non-empty list of them (for rotation).");
  }
  return secret.map((s, i) => decodeSecret(s, `secret[${i}]`));
}

// dist/runtime/webhooks/signature.js
import { createHmac, timingSafeEqual } from "node:crypto";
var SIGNATURE_VERSION = "v1";
function computeSignature(key, timestamp, body) {
  return createHmac("sha256", key).update(`${SIGNATURE_VERSION}:${timestamp}:`).update(body).digest();
}
function signaturesEqual(expected, received) {
  return expected.length === received.length && timingSafeEqual(expected, received);
}

// dist/runtime/webhooks/signature-headers.js
var MAX_SIGNATURE_ENTRIES = 8;
var HEX_DIGEST = /^[0-9a-f]{64}$/;
function quote(text) {
  return JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}\u2026` : text);
}
function readTimestamp(values) {
  if (values.length > 1) {
    throw new WebhookVerificationError("malformed_timestamp", `${WEBHOOK_HEADERS.timestamp} was sent ${values.length} times; exactly one value is expected.`);
  }
  const timestamp = values[0] ?? "";
  if (timestamp === "") {
    throw new WebhookVerificationError("missing_header", `${WEBHOOK_HEADERS.timestamp} header is empty.`);
  }
  if (!/^[0-9]+$/.test(timestamp)) {
    throw new WebhookVerificationError("malformed_timestamp", `${WEBHOOK_HEADERS.timestamp} must be Unix seconds written as digits only, got ${quote(timestamp)}.`);
  }
  return timestamp;
}
function describeBadDigest(hex) {
  if (/^[0-9a-fA-F]*$/.test(hex) && /[A-F]/.test(hex))
    return "must be lowercase hex";
  if (!/^[0-9a-fA-F]*$/.test(hex))
    return "contains characters other than 0-9 and a-f";
  return `has ${hex.length} hex digits where an HMAC-SHA256 has 64`;
}
function readSignatures(values) {
  const single = values.length === 1 && !/[\s,]/.test(values[0]);
  const entries = single ? values.filter((v) => v !== "") : values.flatMap((v) => v.split(/[\s,]+/)).filter((e) => e !== "");
  if (entries.length === 0) {
    throw new WebhookVerificationError("missing_header", `${WEBHOOK_HEADERS.signature} header is empty.`);
  }
  if (entries.length > MAX_SIGNATURE_ENTRIES) {
    throw new WebhookVerificationError("malformed_signature", `${WEBHOOK_HEADERS.signature} lists ${entries.length} signatures; at most ${MAX_SIGNATURE_ENTRIES} are accepted.`);
  }
  const signatures = [];
  let otherVersion = "";
  for (const entry of entries) {
    const separator = entry.indexOf("=");
    if (separator <= 0) {
      throw new WebhookVerificationError("malformed_signature", `${WEBHOOK_HEADERS.signature} entry ${quote(entry)} is not of the form ${SIGNATURE_VERSION}=<hex digest>.`);
    }
    const version = entry.slice(0, separator);
    if (version !== SIGNATURE_VERSION) {
      otherVersion ||= version;
      continue;
    }
    const hex = entry.slice(separator + 1);
    if (!HEX_DIGEST.test(hex)) {
      throw new WebhookVerificationError("malformed_signature", `${WEBHOOK_HEADERS.signature} digest ${describeBadDigest(hex)}.`);
    }
    signatures.push(Buffer.from(hex, "hex"));
  }
  if (signatures.length === 0) {
    throw new WebhookVerificationError("unsupported_version", `${WEBHOOK_HEADERS.signature} uses version ${quote(otherVersion)}; only "${SIGNATURE_VERSION}=" (lowercase) is used by the service, so this request is not from it.`);
  }
  return signatures;
}
function readSignatureHeaders(headers) {
  const timestampValues = getHeaderValues(headers, WEBHOOK_HEADERS.timestamp);
  const signatureValues = getHeaderValues(headers, WEBHOOK_HEADERS.signature);
  const missing = [
    timestampValues.length === 0 ? WEBHOOK_HEADERS.timestamp : "",
    signatureValues.length === 0 ? WEBHOOK_HEADERS.signature : ""
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new WebhookVerificationError("missing_header", `Missing ${missing.join(" and ")} header${missing.length > 1 ? "s" : ""}; the request is not a signed delivery.`);
  }
  return { timestamp: readTimestamp(timestampValues), signatures: readSignatures(signatureValues) };
}

// dist/runtime/webhooks/notification-schema.js
function checkValidator(validator) {
  if (validator === void 0 || typeof validator === "function")
    return validator;
  throw new WebhookConfigError("invalid_option", 'validateNotification must be a function (value) => { valid: true } | { valid: false, errors }, like the generated validate("WebhookNotification", value).');
}
var utf8 = new TextDecoder("utf-8", { fatal: true });
function parseJsonObject(body) {
  let text;
  try {
    text = typeof body === "string" ? body : utf8.decode(body);
  } catch {
    throw new WebhookVerificationError("invalid_json", "body is not valid UTF-8, so it cannot be JSON.");
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new WebhookVerificationError("invalid_json", `body is not valid JSON: ${error.message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const what = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
    throw new WebhookVerificationError("invalid_payload", `body is JSON ${what}, not an object; every notification is a JSON object.`);
  }
  return value;
}
function readNotification(body, validator) {
  const value = parseJsonObject(body);
  if (validator === void 0)
    return { notification: value, schemaValid: false, issues: [] };
  const result = validator(value);
  if (result.valid)
    return { notification: value, schemaValid: true, issues: [] };
  return { notification: value, schemaValid: false, issues: result.errors };
}
function invalidPayload(issues) {
  const [first] = issues;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return new WebhookVerificationError("invalid_payload", `body is not a valid notification: ${first?.message ?? "(root) is invalid"}${more}.`, issues);
}

// dist/runtime/webhooks/verify.js
var DEFAULT_TOLERANCE_SECONDS = 300;
function checkTolerance(toleranceSeconds = DEFAULT_TOLERANCE_SECONDS) {
  if (typeof toleranceSeconds !== "number" || !Number.isFinite(toleranceSeconds) || toleranceSeconds < 0) {
    throw new WebhookConfigError("invalid_option", `toleranceSeconds must be a number of seconds >= 0 (0 turns the check off), got ${String(toleranceSeconds)}.`);
  }
  return toleranceSeconds;
}
function checkClock(now = Date.now) {
  if (typeof now !== "function") {
    throw new WebhookConfigError("invalid_option", "now must be a function returning epoch milliseconds, like Date.now.");
  }
  return now;
}
function rawBody(body) {
  if (typeof body === "string" || body instanceof Uint8Array)
    return body;
  if (body instanceof ArrayBuffer)
    return new Uint8Array(body);
  const what = body === null || body === void 0 ? "missing" : typeof body === "object" ? "an already-parsed object" : `a ${typeof body}`;
  throw new WebhookVerificationError("body_not_raw", `body is ${what}; pass the raw request body (string or Buffer) exactly as received, before any JSON parsing \u2014 e.g. express.raw({ type: "application/json" }) or await request.text().`);
}
function describeSkew(timestamp, skewSeconds, tolerance, nowMs) {
  const direction = skewSeconds > 0 ? "in the past" : "in the future";
  const looksLikeMs = Math.abs(Number(timestamp) - nowMs) <= tolerance * 1e3;
  const hint = looksLikeMs ? "it looks like milliseconds, but the header is in seconds" : "a replayed request, or a receiver clock that is off (sync it with NTP, or raise toleranceSeconds)";
  return `${WEBHOOK_HEADERS.timestamp} ${timestamp} is ${Math.abs(skewSeconds)} s ${direction}, outside the allowed ${tolerance} s: ${hint}.`;
}
function checkSignature(keys, headers, body) {
  for (let i = 0; i < keys.length; i++) {
    const expected = computeSignature(keys[i], headers.timestamp, body);
    if (headers.signatures.some((received) => signaturesEqual(expected, received)))
      return i;
  }
  throw new WebhookVerificationError("signature_mismatch", `${WEBHOOK_HEADERS.signature} does not match the body and timestamp under ${keys.length > 1 ? `any of the ${keys.length} secrets` : "the secret"}: the body was changed (parsed and re-serialised, decoded, trimmed) or the secret is not this webhook's.`);
}
function checkTimestamp(timestamp, tolerance, now) {
  const timestampSeconds = Number(timestamp);
  if (tolerance > 0) {
    const nowMs = now();
    const skewSeconds = Math.floor(nowMs / 1e3) - timestampSeconds;
    if (!(Math.abs(skewSeconds) <= tolerance)) {
      throw new WebhookVerificationError("timestamp_out_of_tolerance", describeSkew(timestamp, skewSeconds, tolerance, nowMs));
    }
  }
  return timestampSeconds;
}
function authenticate(options) {
  const keys = decodeSecrets(options.secret);
  const tolerance = checkTolerance(options.toleranceSeconds);
  const now = checkClock(options.now);
  const body = rawBody(options.body);
  const headers = readSignatureHeaders(options.headers);
  const secretIndex = checkSignature(keys, headers, body);
  return { body, verified: { timestampSeconds: checkTimestamp(headers.timestamp, tolerance, now), secretIndex } };
}
function verifyWith(options, validateNotification) {
  const validator = checkValidator(validateNotification);
  const read = readNotification(authenticate(options).body, validator);
  if (validator !== void 0 && !read.schemaValid)
    throw invalidPayload(read.issues);
  return read.notification;
}

// dist/entries/webhooks.js
var validateWebhookNotification = (value) => validate("WebhookNotification", value);
function verifyWebhook(options) {
  return verifyWith(options, options?.validateNotification ?? validateWebhookNotification);
}

// <stdin>
var stdin_default = {
  async fetch(request) {
    const body = await request.text();
    try {
      const notification = verifyWebhook({ secret: "ZWRnZS1zZWNyZXQ=", headers: Object.fromEntries(request.headers), body });
      return Response.json({ verified: true, eventType: notification.eventType });
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      return Response.json({ verified: false, code: error.code }, { status: 400 });
    }
  }
};
export {
  stdin_default as default
};
