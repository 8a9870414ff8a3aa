// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.
// @ts-nocheck -- ajv standalone output
import { ajvDateTimeFormat, ajvEqual, ajvUcs2length, ajvUriFormat } from "fleetkit/runtime";

export const ScopeName = validate21;
const schema32 = {
  type: "string",
  enum: [
    "Read AEMP",
    "Write AEMP",
    "Read Addresses",
    "Write Addresses",
    "Read Alert Contacts",
    "Write Alert Contacts",
    "Read Assignments",
    "Write Assignments",
    "Read Attributes",
    "Write Attributes",
    "Read Carrier-Proposed Assignments",
    "Write Carrier-Proposed Assignments",
    "Read DVIRs",
    "Write DVIRs",
    "Read Documents",
    "Write Documents",
    "Read Driver App Settings",
    "Write Driver App Settings",
    "Read Drivers",
    "Write Drivers",
    "Read ELD Hours of Service (US)",
    "Write ELD Hours of Service (US)",
    "Read Equipment",
    "Write Equipment",
    "Read Equipment Statistics",
    "Write Equipment Statistics",
    "Read Gateways",
    "Write Gateways",
    "Read Industrial",
    "Write Industrial",
    "Read Jobs",
    "Write Jobs",
    "Read Messages",
    "Write Messages",
    "Read Org Information",
    "Write Org Information",
    "Read Routes",
    "Write Routes",
    "Read Safety Events & Scores",
    "Write Safety Events & Scores",
    "Read Sensors",
    "Write Sensors",
    "Read Tags",
    "Write Tags",
    "Read Trailer Statistics",
    "Write Trailer Statistics",
    "Read Trailers",
    "Write Trailers",
    "Read Users",
    "Write Users",
    "Read Vehicle Statistics",
    "Write Vehicle Statistics",
    "Read Vehicle Trips",
    "Write Vehicle Trips",
    "Read Vehicles",
    "Write Vehicles",
    "Read Webhooks",
    "Write Webhooks",
  ],
};

function validate21(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (
    !(
      data === "Read AEMP" ||
      data === "Write AEMP" ||
      data === "Read Addresses" ||
      data === "Write Addresses" ||
      data === "Read Alert Contacts" ||
      data === "Write Alert Contacts" ||
      data === "Read Assignments" ||
      data === "Write Assignments" ||
      data === "Read Attributes" ||
      data === "Write Attributes" ||
      data === "Read Carrier-Proposed Assignments" ||
      data === "Write Carrier-Proposed Assignments" ||
      data === "Read DVIRs" ||
      data === "Write DVIRs" ||
      data === "Read Documents" ||
      data === "Write Documents" ||
      data === "Read Driver App Settings" ||
      data === "Write Driver App Settings" ||
      data === "Read Drivers" ||
      data === "Write Drivers" ||
      data === "Read ELD Hours of Service (US)" ||
      data === "Write ELD Hours of Service (US)" ||
      data === "Read Equipment" ||
      data === "Write Equipment" ||
      data === "Read Equipment Statistics" ||
      data === "Write Equipment Statistics" ||
      data === "Read Gateways" ||
      data === "Write Gateways" ||
      data === "Read Industrial" ||
      data === "Write Industrial" ||
      data === "Read Jobs" ||
      data === "Write Jobs" ||
      data === "Read Messages" ||
      data === "Write Messages" ||
      data === "Read Org Information" ||
      data === "Write Org Information" ||
      data === "Read Routes" ||
      data === "Write Routes" ||
      data === "Read Safety Events & Scores" ||
      data === "Write Safety Events & Scores" ||
      data === "Read Sensors" ||
      data === "Write Sensors" ||
      data === "Read Tags" ||
      data === "Write Tags" ||
      data === "Read Trailer Statistics" ||
      data === "Write Trailer Statistics" ||
      data === "Read Trailers" ||
      data === "Write Trailers" ||
      data === "Read Users" ||
      data === "Write Users" ||
      data === "Read Vehicle Statistics" ||
      data === "Write Vehicle Statistics" ||
      data === "Read Vehicle Trips" ||
      data === "Write Vehicle Trips" ||
      data === "Read Vehicles" ||
      data === "Write Vehicles" ||
      data === "Read Webhooks" ||
      data === "Write Webhooks"
    )
  ) {
    const err1 = {
      instancePath,
      schemaPath: "#/enum",
      keyword: "enum",
      params: { allowedValues: schema32.enum },
      message: "must be equal to one of the allowed values",
    };
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
validate21.evaluated = { dynamicProps: false, dynamicItems: false };

export const ErrorResponse = validate22;
const schema33 = { type: "object", properties: { message: { type: "string" }, requestId: { type: "string" } } };

function validate22(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.message !== undefined) {
      if (typeof data.message !== "string") {
        const err0 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.requestId !== undefined) {
      if (typeof data.requestId !== "string") {
        const err1 = {
          instancePath: instancePath + "/requestId",
          schemaPath: "#/properties/requestId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate22.evaluated = { props: { message: true, requestId: true }, dynamicProps: false, dynamicItems: false };

export const PaginationInfo = validate23;
const schema34 = {
  type: "object",
  required: ["endCursor", "hasNextPage"],
  properties: { endCursor: { type: "string" }, hasNextPage: { type: "boolean" } },
};

function validate23(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.endCursor === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "endCursor" },
        message: "must have required property '" + "endCursor" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.hasNextPage === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "hasNextPage" },
        message: "must have required property '" + "hasNextPage" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.endCursor !== undefined) {
      if (typeof data.endCursor !== "string") {
        const err2 = {
          instancePath: instancePath + "/endCursor",
          schemaPath: "#/properties/endCursor/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.hasNextPage !== undefined) {
      if (typeof data.hasNextPage !== "boolean") {
        const err3 = {
          instancePath: instancePath + "/hasNextPage",
          schemaPath: "#/properties/hasNextPage/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate23.evaluated = { props: { endCursor: true, hasNextPage: true }, dynamicProps: false, dynamicItems: false };

export const ListEnvelope = validate24;
const schema35 = {
  type: "object",
  required: ["data", "pagination"],
  properties: {
    data: { type: "array", items: { type: "object", additionalProperties: true } },
    pagination: { $ref: "#/$defs/PaginationInfo" },
  },
};

function validate24(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "data" },
        message: "must have required property '" + "data" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "pagination" },
        message: "must have required property '" + "pagination" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== undefined) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err2 = {
              instancePath: instancePath + "/data/" + i0,
              schemaPath: "#/properties/data/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === undefined) {
          const err4 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasNextPage === undefined) {
          const err5 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== undefined) {
          if (typeof data2.endCursor !== "string") {
            const err6 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== undefined) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err7 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/PaginationInfo/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate24.evaluated = { props: { data: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const Vehicle = validate25;
const schema37 = { type: "object", additionalProperties: true };

function validate25(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate25.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

export const VehicleList = validate26;
const schema38 = {
  type: "object",
  required: ["data", "pagination"],
  properties: {
    data: { type: "array", items: { $ref: "#/$defs/Vehicle" } },
    pagination: { $ref: "#/$defs/PaginationInfo" },
  },
};

function validate26(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "data" },
        message: "must have required property '" + "data" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "pagination" },
        message: "must have required property '" + "pagination" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== undefined) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err2 = {
              instancePath: instancePath + "/data/" + i0,
              schemaPath: "#/$defs/Vehicle/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === undefined) {
          const err4 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasNextPage === undefined) {
          const err5 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== undefined) {
          if (typeof data2.endCursor !== "string") {
            const err6 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== undefined) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err7 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/PaginationInfo/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate26.evaluated = { props: { data: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const DriverVehicleAssignment = validate27;
const schema41 = { type: "object", additionalProperties: true };

function validate27(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate27.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

export const DriverVehicleAssignmentList = validate28;
const schema42 = {
  type: "object",
  required: ["data", "pagination"],
  properties: {
    data: { type: "array", items: { $ref: "#/$defs/DriverVehicleAssignment" } },
    pagination: { $ref: "#/$defs/PaginationInfo" },
  },
};

function validate28(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "data" },
        message: "must have required property '" + "data" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "pagination" },
        message: "must have required property '" + "pagination" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== undefined) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err2 = {
              instancePath: instancePath + "/data/" + i0,
              schemaPath: "#/$defs/DriverVehicleAssignment/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === undefined) {
          const err4 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasNextPage === undefined) {
          const err5 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== undefined) {
          if (typeof data2.endCursor !== "string") {
            const err6 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== undefined) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err7 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/PaginationInfo/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate28.evaluated = { props: { data: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const VehicleStats = validate29;
const schema45 = {
  type: "object",
  additionalProperties: true,
  properties: { id: { type: "string" }, name: { type: "string" } },
};

function validate29(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id !== undefined) {
      if (typeof data.id !== "string") {
        const err0 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      if (typeof data.name !== "string") {
        const err1 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate29.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

export const VehicleStatsList = validate30;
const schema46 = {
  type: "object",
  required: ["data", "pagination"],
  properties: {
    data: { type: "array", items: { $ref: "#/$defs/VehicleStats" } },
    pagination: { $ref: "#/$defs/PaginationInfo" },
  },
};

function validate30(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "data" },
        message: "must have required property '" + "data" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "pagination" },
        message: "must have required property '" + "pagination" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== undefined) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.id !== undefined) {
              if (typeof data1.id !== "string") {
                const err2 = {
                  instancePath: instancePath + "/data/" + i0 + "/id",
                  schemaPath: "#/$defs/VehicleStats/properties/id/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            if (data1.name !== undefined) {
              if (typeof data1.name !== "string") {
                const err3 = {
                  instancePath: instancePath + "/data/" + i0 + "/name",
                  schemaPath: "#/$defs/VehicleStats/properties/name/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
          } else {
            const err4 = {
              instancePath: instancePath + "/data/" + i0,
              schemaPath: "#/$defs/VehicleStats/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data4 = data.pagination;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.endCursor === undefined) {
          const err6 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data4.hasNextPage === undefined) {
          const err7 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data4.endCursor !== undefined) {
          if (typeof data4.endCursor !== "string") {
            const err8 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data4.hasNextPage !== undefined) {
          if (typeof data4.hasNextPage !== "boolean") {
            const err9 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/PaginationInfo/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate30.evaluated = { props: { data: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const VehicleLocation = validate31;
const schema49 = {
  type: "object",
  additionalProperties: true,
  required: ["time", "latitude", "longitude"],
  properties: {
    time: { type: "string", format: "date-time" },
    latitude: { type: "number" },
    longitude: { type: "number" },
    heading: { type: "number" },
    speed: { type: "number" },
  },
};
const formats0 = ajvDateTimeFormat;

function validate31(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.time === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "time" },
        message: "must have required property '" + "time" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.latitude === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "latitude" },
        message: "must have required property '" + "latitude" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.longitude === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "longitude" },
        message: "must have required property '" + "longitude" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.time !== undefined) {
      let data0 = data.time;
      if (typeof data0 === "string") {
        if (!formats0.validate(data0)) {
          const err3 = {
            instancePath: instancePath + "/time",
            schemaPath: "#/properties/time/format",
            keyword: "format",
            params: { format: "date-time" },
            message: 'must match format "' + "date-time" + '"',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/time",
          schemaPath: "#/properties/time/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.latitude !== undefined) {
      let data1 = data.latitude;
      if (!(typeof data1 == "number" && isFinite(data1))) {
        const err5 = {
          instancePath: instancePath + "/latitude",
          schemaPath: "#/properties/latitude/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.longitude !== undefined) {
      let data2 = data.longitude;
      if (!(typeof data2 == "number" && isFinite(data2))) {
        const err6 = {
          instancePath: instancePath + "/longitude",
          schemaPath: "#/properties/longitude/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.heading !== undefined) {
      let data3 = data.heading;
      if (!(typeof data3 == "number" && isFinite(data3))) {
        const err7 = {
          instancePath: instancePath + "/heading",
          schemaPath: "#/properties/heading/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.speed !== undefined) {
      let data4 = data.speed;
      if (!(typeof data4 == "number" && isFinite(data4))) {
        const err8 = {
          instancePath: instancePath + "/speed",
          schemaPath: "#/properties/speed/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate31.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

export const VehicleLocations = validate32;
const schema50 = {
  type: "object",
  additionalProperties: true,
  required: ["id", "name", "locations"],
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    locations: { type: "array", items: { $ref: "#/$defs/VehicleLocation" } },
  },
};

function validate32(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.name === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "name" },
        message: "must have required property '" + "name" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.locations === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "locations" },
        message: "must have required property '" + "locations" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.id !== undefined) {
      if (typeof data.id !== "string") {
        const err3 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      if (typeof data.name !== "string") {
        const err4 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.locations !== undefined) {
      let data2 = data.locations;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.time === undefined) {
              const err5 = {
                instancePath: instancePath + "/locations/" + i0,
                schemaPath: "#/$defs/VehicleLocation/required",
                keyword: "required",
                params: { missingProperty: "time" },
                message: "must have required property '" + "time" + "'",
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data3.latitude === undefined) {
              const err6 = {
                instancePath: instancePath + "/locations/" + i0,
                schemaPath: "#/$defs/VehicleLocation/required",
                keyword: "required",
                params: { missingProperty: "latitude" },
                message: "must have required property '" + "latitude" + "'",
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            if (data3.longitude === undefined) {
              const err7 = {
                instancePath: instancePath + "/locations/" + i0,
                schemaPath: "#/$defs/VehicleLocation/required",
                keyword: "required",
                params: { missingProperty: "longitude" },
                message: "must have required property '" + "longitude" + "'",
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data3.time !== undefined) {
              let data4 = data3.time;
              if (typeof data4 === "string") {
                if (!formats0.validate(data4)) {
                  const err8 = {
                    instancePath: instancePath + "/locations/" + i0 + "/time",
                    schemaPath: "#/$defs/VehicleLocation/properties/time/format",
                    keyword: "format",
                    params: { format: "date-time" },
                    message: 'must match format "' + "date-time" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err8];
                  } else {
                    vErrors.push(err8);
                  }
                  errors++;
                }
              } else {
                const err9 = {
                  instancePath: instancePath + "/locations/" + i0 + "/time",
                  schemaPath: "#/$defs/VehicleLocation/properties/time/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data3.latitude !== undefined) {
              let data5 = data3.latitude;
              if (!(typeof data5 == "number" && isFinite(data5))) {
                const err10 = {
                  instancePath: instancePath + "/locations/" + i0 + "/latitude",
                  schemaPath: "#/$defs/VehicleLocation/properties/latitude/type",
                  keyword: "type",
                  params: { type: "number" },
                  message: "must be number",
                };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data3.longitude !== undefined) {
              let data6 = data3.longitude;
              if (!(typeof data6 == "number" && isFinite(data6))) {
                const err11 = {
                  instancePath: instancePath + "/locations/" + i0 + "/longitude",
                  schemaPath: "#/$defs/VehicleLocation/properties/longitude/type",
                  keyword: "type",
                  params: { type: "number" },
                  message: "must be number",
                };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data3.heading !== undefined) {
              let data7 = data3.heading;
              if (!(typeof data7 == "number" && isFinite(data7))) {
                const err12 = {
                  instancePath: instancePath + "/locations/" + i0 + "/heading",
                  schemaPath: "#/$defs/VehicleLocation/properties/heading/type",
                  keyword: "type",
                  params: { type: "number" },
                  message: "must be number",
                };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data3.speed !== undefined) {
              let data8 = data3.speed;
              if (!(typeof data8 == "number" && isFinite(data8))) {
                const err13 = {
                  instancePath: instancePath + "/locations/" + i0 + "/speed",
                  schemaPath: "#/$defs/VehicleLocation/properties/speed/type",
                  keyword: "type",
                  params: { type: "number" },
                  message: "must be number",
                };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          } else {
            const err14 = {
              instancePath: instancePath + "/locations/" + i0,
              schemaPath: "#/$defs/VehicleLocation/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + "/locations",
          schemaPath: "#/properties/locations/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate32.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

export const VehicleLocationsList = validate33;
const schema52 = {
  type: "object",
  required: ["data", "pagination"],
  properties: {
    data: { type: "array", items: { $ref: "#/$defs/VehicleLocations" } },
    pagination: { $ref: "#/$defs/PaginationInfo" },
  },
};

function validate33(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate33.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "data" },
        message: "must have required property '" + "data" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pagination === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "pagination" },
        message: "must have required property '" + "pagination" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.data !== undefined) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate32(data0[i0], {
              instancePath: instancePath + "/data/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === undefined) {
          const err3 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === undefined) {
          const err4 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/PaginationInfo/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.endCursor !== undefined) {
          if (typeof data2.endCursor !== "string") {
            const err5 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/PaginationInfo/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== undefined) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err6 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/PaginationInfo/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/PaginationInfo/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate33.evaluated = { props: { data: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const LegacyPagination = validate35;
const schema54 = {
  type: "object",
  required: ["endCursor", "startCursor", "hasNextPage", "hasPrevPage"],
  properties: {
    endCursor: { type: "string" },
    startCursor: { type: "string" },
    hasNextPage: { type: "boolean" },
    hasPrevPage: { type: "boolean" },
  },
};

function validate35(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate35.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.endCursor === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "endCursor" },
        message: "must have required property '" + "endCursor" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.startCursor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "startCursor" },
        message: "must have required property '" + "startCursor" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.hasNextPage === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "hasNextPage" },
        message: "must have required property '" + "hasNextPage" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.hasPrevPage === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "hasPrevPage" },
        message: "must have required property '" + "hasPrevPage" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.endCursor !== undefined) {
      if (typeof data.endCursor !== "string") {
        const err4 = {
          instancePath: instancePath + "/endCursor",
          schemaPath: "#/properties/endCursor/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.startCursor !== undefined) {
      if (typeof data.startCursor !== "string") {
        const err5 = {
          instancePath: instancePath + "/startCursor",
          schemaPath: "#/properties/startCursor/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.hasNextPage !== undefined) {
      if (typeof data.hasNextPage !== "boolean") {
        const err6 = {
          instancePath: instancePath + "/hasNextPage",
          schemaPath: "#/properties/hasNextPage/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.hasPrevPage !== undefined) {
      if (typeof data.hasPrevPage !== "boolean") {
        const err7 = {
          instancePath: instancePath + "/hasPrevPage",
          schemaPath: "#/properties/hasPrevPage/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate35.evaluated = {
  props: { endCursor: true, startCursor: true, hasNextPage: true, hasPrevPage: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const LegacyObject = validate36;
const schema55 = { type: "object", additionalProperties: true };

function validate36(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate36.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

export const LegacyVehicleList = validate37;
const schema56 = {
  type: "object",
  properties: {
    vehicles: { type: "array", items: { $ref: "#/$defs/LegacyObject" } },
    pagination: { $ref: "#/$defs/LegacyPagination" },
  },
};

function validate37(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.vehicles !== undefined) {
      let data0 = data.vehicles;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err0 = {
              instancePath: instancePath + "/vehicles/" + i0,
              schemaPath: "#/$defs/LegacyObject/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
      } else {
        const err1 = {
          instancePath: instancePath + "/vehicles",
          schemaPath: "#/properties/vehicles/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === undefined) {
          const err2 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data2.startCursor === undefined) {
          const err3 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "startCursor" },
            message: "must have required property '" + "startCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === undefined) {
          const err4 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasPrevPage === undefined) {
          const err5 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasPrevPage" },
            message: "must have required property '" + "hasPrevPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== undefined) {
          if (typeof data2.endCursor !== "string") {
            const err6 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.startCursor !== undefined) {
          if (typeof data2.startCursor !== "string") {
            const err7 = {
              instancePath: instancePath + "/pagination/startCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== undefined) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err8 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== undefined) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err9 = {
              instancePath: instancePath + "/pagination/hasPrevPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/LegacyPagination/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate37.evaluated = { props: { vehicles: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const LegacyAssetLocationList = validate38;
const schema59 = {
  type: "object",
  properties: {
    assets: { type: "array", items: { $ref: "#/$defs/LegacyObject" } },
    pagination: { $ref: "#/$defs/LegacyPagination" },
  },
};

function validate38(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.assets !== undefined) {
      let data0 = data.assets;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err0 = {
              instancePath: instancePath + "/assets/" + i0,
              schemaPath: "#/$defs/LegacyObject/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
      } else {
        const err1 = {
          instancePath: instancePath + "/assets",
          schemaPath: "#/properties/assets/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === undefined) {
          const err2 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data2.startCursor === undefined) {
          const err3 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "startCursor" },
            message: "must have required property '" + "startCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === undefined) {
          const err4 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasPrevPage === undefined) {
          const err5 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasPrevPage" },
            message: "must have required property '" + "hasPrevPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== undefined) {
          if (typeof data2.endCursor !== "string") {
            const err6 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.startCursor !== undefined) {
          if (typeof data2.startCursor !== "string") {
            const err7 = {
              instancePath: instancePath + "/pagination/startCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== undefined) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err8 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== undefined) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err9 = {
              instancePath: instancePath + "/pagination/hasPrevPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/LegacyPagination/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate38.evaluated = { props: { assets: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const LegacyReeferList = validate39;
const schema62 = {
  type: "object",
  properties: {
    data: { type: "array", items: { $ref: "#/$defs/LegacyObject" } },
    pagination: { $ref: "#/$defs/LegacyPagination" },
  },
};

function validate39(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate39.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data !== undefined) {
      let data0 = data.data;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err0 = {
              instancePath: instancePath + "/data/" + i0,
              schemaPath: "#/$defs/LegacyObject/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
      } else {
        const err1 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === undefined) {
          const err2 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data2.startCursor === undefined) {
          const err3 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "startCursor" },
            message: "must have required property '" + "startCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === undefined) {
          const err4 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasPrevPage === undefined) {
          const err5 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasPrevPage" },
            message: "must have required property '" + "hasPrevPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== undefined) {
          if (typeof data2.endCursor !== "string") {
            const err6 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.startCursor !== undefined) {
          if (typeof data2.startCursor !== "string") {
            const err7 = {
              instancePath: instancePath + "/pagination/startCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== undefined) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err8 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== undefined) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err9 = {
              instancePath: instancePath + "/pagination/hasPrevPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/LegacyPagination/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate39.evaluated = { props: { data: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const LegacyTrailerAssignmentList = validate40;
const schema65 = {
  type: "object",
  properties: {
    trailers: { type: "array", items: { $ref: "#/$defs/LegacyObject" } },
    pagination: { $ref: "#/$defs/LegacyPagination" },
  },
};

function validate40(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate40.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.trailers !== undefined) {
      let data0 = data.trailers;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err0 = {
              instancePath: instancePath + "/trailers/" + i0,
              schemaPath: "#/$defs/LegacyObject/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
      } else {
        const err1 = {
          instancePath: instancePath + "/trailers",
          schemaPath: "#/properties/trailers/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === undefined) {
          const err2 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data2.startCursor === undefined) {
          const err3 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "startCursor" },
            message: "must have required property '" + "startCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.hasNextPage === undefined) {
          const err4 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasPrevPage === undefined) {
          const err5 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasPrevPage" },
            message: "must have required property '" + "hasPrevPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.endCursor !== undefined) {
          if (typeof data2.endCursor !== "string") {
            const err6 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data2.startCursor !== undefined) {
          if (typeof data2.startCursor !== "string") {
            const err7 = {
              instancePath: instancePath + "/pagination/startCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== undefined) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err8 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== undefined) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err9 = {
              instancePath: instancePath + "/pagination/hasPrevPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/LegacyPagination/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
  } else {
    const err11 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate40.evaluated = { props: { trailers: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const LegacyVehicleStatsList = validate41;
const schema68 = {
  type: "object",
  required: ["vehicleStats"],
  properties: {
    vehicleStats: { type: "array", items: { $ref: "#/$defs/LegacyObject" } },
    pagination: { $ref: "#/$defs/LegacyPagination" },
  },
};

function validate41(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.vehicleStats === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "vehicleStats" },
        message: "must have required property '" + "vehicleStats" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.vehicleStats !== undefined) {
      let data0 = data.vehicleStats;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
          } else {
            const err1 = {
              instancePath: instancePath + "/vehicleStats/" + i0,
              schemaPath: "#/$defs/LegacyObject/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/vehicleStats",
          schemaPath: "#/properties/vehicleStats/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.pagination !== undefined) {
      let data2 = data.pagination;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.endCursor === undefined) {
          const err3 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "endCursor" },
            message: "must have required property '" + "endCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2.startCursor === undefined) {
          const err4 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "startCursor" },
            message: "must have required property '" + "startCursor" + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.hasNextPage === undefined) {
          const err5 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasNextPage" },
            message: "must have required property '" + "hasNextPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.hasPrevPage === undefined) {
          const err6 = {
            instancePath: instancePath + "/pagination",
            schemaPath: "#/$defs/LegacyPagination/required",
            keyword: "required",
            params: { missingProperty: "hasPrevPage" },
            message: "must have required property '" + "hasPrevPage" + "'",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data2.endCursor !== undefined) {
          if (typeof data2.endCursor !== "string") {
            const err7 = {
              instancePath: instancePath + "/pagination/endCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/endCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data2.startCursor !== undefined) {
          if (typeof data2.startCursor !== "string") {
            const err8 = {
              instancePath: instancePath + "/pagination/startCursor",
              schemaPath: "#/$defs/LegacyPagination/properties/startCursor/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.hasNextPage !== undefined) {
          if (typeof data2.hasNextPage !== "boolean") {
            const err9 = {
              instancePath: instancePath + "/pagination/hasNextPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasNextPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data2.hasPrevPage !== undefined) {
          if (typeof data2.hasPrevPage !== "boolean") {
            const err10 = {
              instancePath: instancePath + "/pagination/hasPrevPage",
              schemaPath: "#/$defs/LegacyPagination/properties/hasPrevPage/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/pagination",
          schemaPath: "#/$defs/LegacyPagination/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate41.evaluated = { props: { vehicleStats: true, pagination: true }, dynamicProps: false, dynamicItems: false };

export const Driver = validate42;
const schema71 = { type: "object", additionalProperties: true };

function validate42(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate42.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

export const DriverResponse = validate43;
const schema72 = { type: "object", properties: { data: { $ref: "#/$defs/Driver" } } };

function validate43(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate43.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.data !== undefined) {
      let data0 = data.data;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
      } else {
        const err0 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/$defs/Driver/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate43.evaluated = { props: { data: true }, dynamicProps: false, dynamicItems: false };

export const DriverCreateRequest = validate44;
const schema74 = {
  type: "object",
  additionalProperties: true,
  required: ["name", "username", "password"],
  properties: {
    name: { type: "string" },
    username: { type: "string" },
    password: { type: "string", format: "password" },
    tagIds: { type: "array", items: { type: "string" } },
  },
};

function validate44(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "name" },
        message: "must have required property '" + "name" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.username === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "username" },
        message: "must have required property '" + "username" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.password === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "password" },
        message: "must have required property '" + "password" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.name !== undefined) {
      if (typeof data.name !== "string") {
        const err3 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.username !== undefined) {
      if (typeof data.username !== "string") {
        const err4 = {
          instancePath: instancePath + "/username",
          schemaPath: "#/properties/username/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.password !== undefined) {
      if (!(typeof data.password === "string")) {
        const err5 = {
          instancePath: instancePath + "/password",
          schemaPath: "#/properties/password/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.tagIds !== undefined) {
      let data3 = data.tagIds;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data3[i0] !== "string") {
            const err6 = {
              instancePath: instancePath + "/tagIds/" + i0,
              schemaPath: "#/properties/tagIds/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/tagIds",
          schemaPath: "#/properties/tagIds/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate44.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

export const ApiToken = validate45;
const schema75 = {
  type: "object",
  required: ["name", "scopes"],
  properties: {
    name: { type: "string", minLength: 1 },
    tagIds: { type: "array", items: { type: "string" }, uniqueItems: true },
    scopes: { type: "array", items: { $ref: "#/$defs/ScopeName" }, uniqueItems: true },
    token: { type: "string", minLength: 1 },
  },
};
const func1 = ajvUcs2length;
const func0 = ajvEqual;

function validate45(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "name" },
        message: "must have required property '" + "name" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.scopes === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "scopes" },
        message: "must have required property '" + "scopes" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err2 = {
            instancePath: instancePath + "/name",
            schemaPath: "#/properties/name/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.tagIds !== undefined) {
      let data1 = data.tagIds;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data1[i0] !== "string") {
            const err4 = {
              instancePath: instancePath + "/tagIds/" + i0,
              schemaPath: "#/properties/tagIds/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
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
              const err5 = {
                instancePath: instancePath + "/tagIds",
                schemaPath: "#/properties/tagIds/uniqueItems",
                keyword: "uniqueItems",
                params: { i: i1, j: j0 },
                message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
              };
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
        const err6 = {
          instancePath: instancePath + "/tagIds",
          schemaPath: "#/properties/tagIds/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.scopes !== undefined) {
      let data3 = data.scopes;
      if (Array.isArray(data3)) {
        const len1 = data3.length;
        for (let i2 = 0; i2 < len1; i2++) {
          let data4 = data3[i2];
          if (typeof data4 !== "string") {
            const err7 = {
              instancePath: instancePath + "/scopes/" + i2,
              schemaPath: "#/$defs/ScopeName/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
          if (
            !(
              data4 === "Read AEMP" ||
              data4 === "Write AEMP" ||
              data4 === "Read Addresses" ||
              data4 === "Write Addresses" ||
              data4 === "Read Alert Contacts" ||
              data4 === "Write Alert Contacts" ||
              data4 === "Read Assignments" ||
              data4 === "Write Assignments" ||
              data4 === "Read Attributes" ||
              data4 === "Write Attributes" ||
              data4 === "Read Carrier-Proposed Assignments" ||
              data4 === "Write Carrier-Proposed Assignments" ||
              data4 === "Read DVIRs" ||
              data4 === "Write DVIRs" ||
              data4 === "Read Documents" ||
              data4 === "Write Documents" ||
              data4 === "Read Driver App Settings" ||
              data4 === "Write Driver App Settings" ||
              data4 === "Read Drivers" ||
              data4 === "Write Drivers" ||
              data4 === "Read ELD Hours of Service (US)" ||
              data4 === "Write ELD Hours of Service (US)" ||
              data4 === "Read Equipment" ||
              data4 === "Write Equipment" ||
              data4 === "Read Equipment Statistics" ||
              data4 === "Write Equipment Statistics" ||
              data4 === "Read Gateways" ||
              data4 === "Write Gateways" ||
              data4 === "Read Industrial" ||
              data4 === "Write Industrial" ||
              data4 === "Read Jobs" ||
              data4 === "Write Jobs" ||
              data4 === "Read Messages" ||
              data4 === "Write Messages" ||
              data4 === "Read Org Information" ||
              data4 === "Write Org Information" ||
              data4 === "Read Routes" ||
              data4 === "Write Routes" ||
              data4 === "Read Safety Events & Scores" ||
              data4 === "Write Safety Events & Scores" ||
              data4 === "Read Sensors" ||
              data4 === "Write Sensors" ||
              data4 === "Read Tags" ||
              data4 === "Write Tags" ||
              data4 === "Read Trailer Statistics" ||
              data4 === "Write Trailer Statistics" ||
              data4 === "Read Trailers" ||
              data4 === "Write Trailers" ||
              data4 === "Read Users" ||
              data4 === "Write Users" ||
              data4 === "Read Vehicle Statistics" ||
              data4 === "Write Vehicle Statistics" ||
              data4 === "Read Vehicle Trips" ||
              data4 === "Write Vehicle Trips" ||
              data4 === "Read Vehicles" ||
              data4 === "Write Vehicles" ||
              data4 === "Read Webhooks" ||
              data4 === "Write Webhooks"
            )
          ) {
            const err8 = {
              instancePath: instancePath + "/scopes/" + i2,
              schemaPath: "#/$defs/ScopeName/enum",
              keyword: "enum",
              params: { allowedValues: schema32.enum },
              message: "must be equal to one of the allowed values",
            };
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
                const err9 = {
                  instancePath: instancePath + "/scopes",
                  schemaPath: "#/properties/scopes/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i3, j: j1 },
                  message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                };
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
        const err10 = {
          instancePath: instancePath + "/scopes",
          schemaPath: "#/properties/scopes/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.token !== undefined) {
      let data5 = data.token;
      if (typeof data5 === "string") {
        if (func1(data5) < 1) {
          const err11 = {
            instancePath: instancePath + "/token",
            schemaPath: "#/properties/token/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/token",
          schemaPath: "#/properties/token/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate45.evaluated = {
  props: { name: true, tagIds: true, scopes: true, token: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const WebhookCustomHeader = validate46;
const schema77 = {
  type: "object",
  required: ["key", "value"],
  properties: { key: { type: "string" }, value: { type: "string" } },
};

function validate46(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate46.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.key === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "key" },
        message: "must have required property '" + "key" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.value === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "value" },
        message: "must have required property '" + "value" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.key !== undefined) {
      if (typeof data.key !== "string") {
        const err2 = {
          instancePath: instancePath + "/key",
          schemaPath: "#/properties/key/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.value !== undefined) {
      if (typeof data.value !== "string") {
        const err3 = {
          instancePath: instancePath + "/value",
          schemaPath: "#/properties/value/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate46.evaluated = { props: { key: true, value: true }, dynamicProps: false, dynamicItems: false };

export const WebhookCustomHeaders = validate47;
const schema78 = { type: "array", maxItems: 5, items: { $ref: "#/$defs/WebhookCustomHeader" } };

function validate47(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (Array.isArray(data)) {
    if (data.length > 5) {
      const err0 = {
        instancePath,
        schemaPath: "#/maxItems",
        keyword: "maxItems",
        params: { limit: 5 },
        message: "must NOT have more than 5 items",
      };
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
        if (data0.key === undefined) {
          const err1 = {
            instancePath: instancePath + "/" + i0,
            schemaPath: "#/$defs/WebhookCustomHeader/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.value === undefined) {
          const err2 = {
            instancePath: instancePath + "/" + i0,
            schemaPath: "#/$defs/WebhookCustomHeader/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0.key !== undefined) {
          if (typeof data0.key !== "string") {
            const err3 = {
              instancePath: instancePath + "/" + i0 + "/key",
              schemaPath: "#/$defs/WebhookCustomHeader/properties/key/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        if (data0.value !== undefined) {
          if (typeof data0.value !== "string") {
            const err4 = {
              instancePath: instancePath + "/" + i0 + "/value",
              schemaPath: "#/$defs/WebhookCustomHeader/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/" + i0,
          schemaPath: "#/$defs/WebhookCustomHeader/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "array" },
      message: "must be array",
    };
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
validate47.evaluated = { items: true, dynamicProps: false, dynamicItems: false };

export const WebhookVersion = validate48;
const schema80 = { type: "string" };

function validate48(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate48.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data !== "string") {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "string" },
      message: "must be string",
    };
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
validate48.evaluated = { dynamicProps: false, dynamicItems: false };

export const WebhookCreateRequest = validate49;
const schema81 = {
  type: "object",
  required: ["name", "url"],
  properties: {
    name: { type: "string" },
    url: { type: "string", format: "uri", pattern: "^https://[^/?#\\s]+" },
    customHeaders: { $ref: "#/$defs/WebhookCustomHeaders" },
    eventTypes: { type: "array", items: { type: "string" } },
    version: { $ref: "#/$defs/WebhookVersion" },
  },
};
const formats4 = ajvUriFormat;
const pattern4 = new RegExp("^https://[^/?#\\s]+", "u");

function validate49(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate49.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "name" },
        message: "must have required property '" + "name" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "url" },
        message: "must have required property '" + "url" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name !== undefined) {
      if (typeof data.name !== "string") {
        const err2 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.url !== undefined) {
      let data1 = data.url;
      if (typeof data1 === "string") {
        if (!pattern4.test(data1)) {
          const err3 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/properties/url/pattern",
            keyword: "pattern",
            params: { pattern: "^https://[^/?#\\s]+" },
            message: 'must match pattern "' + "^https://[^/?#\\s]+" + '"',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!formats4(data1)) {
          const err4 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/properties/url/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/properties/url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.customHeaders !== undefined) {
      if (
        !validate47(data.customHeaders, {
          instancePath: instancePath + "/customHeaders",
          parentData: data,
          parentDataProperty: "customHeaders",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
        errors = vErrors.length;
      }
    }
    if (data.eventTypes !== undefined) {
      let data3 = data.eventTypes;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data3[i0] !== "string") {
            const err6 = {
              instancePath: instancePath + "/eventTypes/" + i0,
              schemaPath: "#/properties/eventTypes/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/eventTypes",
          schemaPath: "#/properties/eventTypes/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.version !== undefined) {
      if (typeof data.version !== "string") {
        const err8 = {
          instancePath: instancePath + "/version",
          schemaPath: "#/$defs/WebhookVersion/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate49.evaluated = {
  props: { name: true, url: true, customHeaders: true, eventTypes: true, version: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const Webhook = validate51;
const schema83 = {
  type: "object",
  required: ["id", "name", "url", "secretKey", "version"],
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    url: { type: "string", format: "uri", pattern: "^https://[^/?#\\s]+" },
    secretKey: {
      type: "string",
      minLength: 4,
      pattern: "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$",
    },
    customHeaders: { $ref: "#/$defs/WebhookCustomHeaders" },
    eventTypes: { type: "array", items: { type: "string" } },
    version: { $ref: "#/$defs/WebhookVersion" },
  },
};
const pattern6 = new RegExp("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", "u");

function validate51(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate51.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.name === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "name" },
        message: "must have required property '" + "name" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "url" },
        message: "must have required property '" + "url" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.secretKey === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "secretKey" },
        message: "must have required property '" + "secretKey" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.version === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "version" },
        message: "must have required property '" + "version" + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.id !== undefined) {
      if (typeof data.id !== "string") {
        const err5 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      if (typeof data.name !== "string") {
        const err6 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.url !== undefined) {
      let data2 = data.url;
      if (typeof data2 === "string") {
        if (!pattern4.test(data2)) {
          const err7 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/properties/url/pattern",
            keyword: "pattern",
            params: { pattern: "^https://[^/?#\\s]+" },
            message: 'must match pattern "' + "^https://[^/?#\\s]+" + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!formats4(data2)) {
          const err8 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/properties/url/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/properties/url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.secretKey !== undefined) {
      let data3 = data.secretKey;
      if (typeof data3 === "string") {
        if (func1(data3) < 4) {
          const err10 = {
            instancePath: instancePath + "/secretKey",
            schemaPath: "#/properties/secretKey/minLength",
            keyword: "minLength",
            params: { limit: 4 },
            message: "must NOT have fewer than 4 characters",
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (!pattern6.test(data3)) {
          const err11 = {
            instancePath: instancePath + "/secretKey",
            schemaPath: "#/properties/secretKey/pattern",
            keyword: "pattern",
            params: { pattern: "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$" },
            message: 'must match pattern "' + "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/secretKey",
          schemaPath: "#/properties/secretKey/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.customHeaders !== undefined) {
      if (
        !validate47(data.customHeaders, {
          instancePath: instancePath + "/customHeaders",
          parentData: data,
          parentDataProperty: "customHeaders",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
        errors = vErrors.length;
      }
    }
    if (data.eventTypes !== undefined) {
      let data5 = data.eventTypes;
      if (Array.isArray(data5)) {
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data5[i0] !== "string") {
            const err13 = {
              instancePath: instancePath + "/eventTypes/" + i0,
              schemaPath: "#/properties/eventTypes/items/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = {
          instancePath: instancePath + "/eventTypes",
          schemaPath: "#/properties/eventTypes/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.version !== undefined) {
      if (typeof data.version !== "string") {
        const err15 = {
          instancePath: instancePath + "/version",
          schemaPath: "#/$defs/WebhookVersion/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate51.evaluated = {
  props: { id: true, name: true, url: true, secretKey: true, customHeaders: true, eventTypes: true, version: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const WebhookNotification = validate53;
const schema85 = {
  type: "object",
  oneOf: [{ $ref: "#/$defs/AlertNotification" }, { $ref: "#/$defs/PingNotification" }],
  discriminator: { propertyName: "eventType" },
};
const schema86 = {
  type: "object",
  required: ["eventId", "eventMs", "eventType", "event"],
  properties: {
    eventId: { type: "string" },
    eventMs: { type: "integer" },
    eventType: { type: "string", const: "Alert" },
    event: { $ref: "#/$defs/AlertEvent" },
  },
};
const schema87 = {
  type: "object",
  required: ["alertConditionId"],
  properties: {
    alertEventUrl: { type: "string", format: "uri" },
    alertConditionDescription: { type: "string" },
    alertConditionId: { type: "string" },
    details: { type: "string" },
    device: { $ref: "#/$defs/AlertDevice" },
    orgId: { type: "integer" },
    resolved: { type: "boolean" },
    startMs: { type: "integer" },
    summary: { type: "string" },
  },
};
const schema88 = {
  type: "object",
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    serial: { type: "string" },
    vin: { type: "string" },
  },
};

function validate55(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.alertConditionId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "alertConditionId" },
        message: "must have required property '" + "alertConditionId" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.alertEventUrl !== undefined) {
      let data0 = data.alertEventUrl;
      if (typeof data0 === "string") {
        if (!formats4(data0)) {
          const err1 = {
            instancePath: instancePath + "/alertEventUrl",
            schemaPath: "#/properties/alertEventUrl/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/alertEventUrl",
          schemaPath: "#/properties/alertEventUrl/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.alertConditionDescription !== undefined) {
      if (typeof data.alertConditionDescription !== "string") {
        const err3 = {
          instancePath: instancePath + "/alertConditionDescription",
          schemaPath: "#/properties/alertConditionDescription/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.alertConditionId !== undefined) {
      if (typeof data.alertConditionId !== "string") {
        const err4 = {
          instancePath: instancePath + "/alertConditionId",
          schemaPath: "#/properties/alertConditionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.details !== undefined) {
      if (typeof data.details !== "string") {
        const err5 = {
          instancePath: instancePath + "/details",
          schemaPath: "#/properties/details/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.device !== undefined) {
      let data4 = data.device;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.id !== undefined) {
          let data5 = data4.id;
          if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
            const err6 = {
              instancePath: instancePath + "/device/id",
              schemaPath: "#/$defs/AlertDevice/properties/id/type",
              keyword: "type",
              params: { type: "integer" },
              message: "must be integer",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data4.name !== undefined) {
          if (typeof data4.name !== "string") {
            const err7 = {
              instancePath: instancePath + "/device/name",
              schemaPath: "#/$defs/AlertDevice/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data4.serial !== undefined) {
          if (typeof data4.serial !== "string") {
            const err8 = {
              instancePath: instancePath + "/device/serial",
              schemaPath: "#/$defs/AlertDevice/properties/serial/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data4.vin !== undefined) {
          if (typeof data4.vin !== "string") {
            const err9 = {
              instancePath: instancePath + "/device/vin",
              schemaPath: "#/$defs/AlertDevice/properties/vin/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/device",
          schemaPath: "#/$defs/AlertDevice/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.orgId !== undefined) {
      let data9 = data.orgId;
      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err11 = {
          instancePath: instancePath + "/orgId",
          schemaPath: "#/properties/orgId/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.resolved !== undefined) {
      if (typeof data.resolved !== "boolean") {
        const err12 = {
          instancePath: instancePath + "/resolved",
          schemaPath: "#/properties/resolved/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.startMs !== undefined) {
      let data11 = data.startMs;
      if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err13 = {
          instancePath: instancePath + "/startMs",
          schemaPath: "#/properties/startMs/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      if (typeof data.summary !== "string") {
        const err14 = {
          instancePath: instancePath + "/summary",
          schemaPath: "#/properties/summary/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate55.evaluated = {
  props: {
    alertEventUrl: true,
    alertConditionDescription: true,
    alertConditionId: true,
    details: true,
    device: true,
    orgId: true,
    resolved: true,
    startMs: true,
    summary: true,
  },
  dynamicProps: false,
  dynamicItems: false,
};

function validate54(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.eventId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventId" },
        message: "must have required property '" + "eventId" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.eventMs === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventMs" },
        message: "must have required property '" + "eventMs" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.eventType === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventType" },
        message: "must have required property '" + "eventType" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.event === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "event" },
        message: "must have required property '" + "event" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.eventId !== undefined) {
      if (typeof data.eventId !== "string") {
        const err4 = {
          instancePath: instancePath + "/eventId",
          schemaPath: "#/properties/eventId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.eventMs !== undefined) {
      let data1 = data.eventMs;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err5 = {
          instancePath: instancePath + "/eventMs",
          schemaPath: "#/properties/eventMs/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.eventType !== undefined) {
      let data2 = data.eventType;
      if (typeof data2 !== "string") {
        const err6 = {
          instancePath: instancePath + "/eventType",
          schemaPath: "#/properties/eventType/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("Alert" !== data2) {
        const err7 = {
          instancePath: instancePath + "/eventType",
          schemaPath: "#/properties/eventType/const",
          keyword: "const",
          params: { allowedValue: "Alert" },
          message: "must be equal to constant",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.event !== undefined) {
      if (
        !validate55(data.event, {
          instancePath: instancePath + "/event",
          parentData: data,
          parentDataProperty: "event",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate54.evaluated = {
  props: { eventId: true, eventMs: true, eventType: true, event: true },
  dynamicProps: false,
  dynamicItems: false,
};

const schema89 = {
  type: "object",
  required: ["eventId", "eventMs", "eventType", "event"],
  properties: {
    eventId: { type: "string" },
    eventMs: { type: "integer" },
    eventType: { type: "string", const: "Ping" },
    event: { $ref: "#/$defs/PingEvent" },
  },
};
const schema90 = {
  type: "object",
  required: ["text"],
  additionalProperties: false,
  properties: { text: { type: "string", const: "Ping" } },
};

function validate57(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate57.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.eventId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventId" },
        message: "must have required property '" + "eventId" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.eventMs === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventMs" },
        message: "must have required property '" + "eventMs" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.eventType === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventType" },
        message: "must have required property '" + "eventType" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.event === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "event" },
        message: "must have required property '" + "event" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.eventId !== undefined) {
      if (typeof data.eventId !== "string") {
        const err4 = {
          instancePath: instancePath + "/eventId",
          schemaPath: "#/properties/eventId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.eventMs !== undefined) {
      let data1 = data.eventMs;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err5 = {
          instancePath: instancePath + "/eventMs",
          schemaPath: "#/properties/eventMs/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.eventType !== undefined) {
      let data2 = data.eventType;
      if (typeof data2 !== "string") {
        const err6 = {
          instancePath: instancePath + "/eventType",
          schemaPath: "#/properties/eventType/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("Ping" !== data2) {
        const err7 = {
          instancePath: instancePath + "/eventType",
          schemaPath: "#/properties/eventType/const",
          keyword: "const",
          params: { allowedValue: "Ping" },
          message: "must be equal to constant",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.event !== undefined) {
      let data3 = data.event;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.text === undefined) {
          const err8 = {
            instancePath: instancePath + "/event",
            schemaPath: "#/$defs/PingEvent/required",
            keyword: "required",
            params: { missingProperty: "text" },
            message: "must have required property '" + "text" + "'",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        for (const key0 in data3) {
          if (!(key0 === "text")) {
            const err9 = {
              instancePath: instancePath + "/event",
              schemaPath: "#/$defs/PingEvent/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key0 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data3.text !== undefined) {
          let data4 = data3.text;
          if (typeof data4 !== "string") {
            const err10 = {
              instancePath: instancePath + "/event/text",
              schemaPath: "#/$defs/PingEvent/properties/text/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if ("Ping" !== data4) {
            const err11 = {
              instancePath: instancePath + "/event/text",
              schemaPath: "#/$defs/PingEvent/properties/text/const",
              keyword: "const",
              params: { allowedValue: "Ping" },
              message: "must be equal to constant",
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/event",
          schemaPath: "#/$defs/PingEvent/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate57.evaluated = {
  props: { eventId: true, eventMs: true, eventType: true, event: true },
  dynamicProps: false,
  dynamicItems: false,
};

function validate53(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
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
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "eventType", tagValue: tag0 },
          message: 'value of tag "eventType" must be in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {
        instancePath,
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "eventType", tagValue: tag0 },
        message: 'tag "eventType" must be string',
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate53.evaluated = { dynamicProps: true, dynamicItems: false };

export const AlertNotification = validate60;

function validate60(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate60.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.eventId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventId" },
        message: "must have required property '" + "eventId" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.eventMs === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventMs" },
        message: "must have required property '" + "eventMs" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.eventType === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventType" },
        message: "must have required property '" + "eventType" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.event === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "event" },
        message: "must have required property '" + "event" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.eventId !== undefined) {
      if (typeof data.eventId !== "string") {
        const err4 = {
          instancePath: instancePath + "/eventId",
          schemaPath: "#/properties/eventId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.eventMs !== undefined) {
      let data1 = data.eventMs;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err5 = {
          instancePath: instancePath + "/eventMs",
          schemaPath: "#/properties/eventMs/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.eventType !== undefined) {
      let data2 = data.eventType;
      if (typeof data2 !== "string") {
        const err6 = {
          instancePath: instancePath + "/eventType",
          schemaPath: "#/properties/eventType/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("Alert" !== data2) {
        const err7 = {
          instancePath: instancePath + "/eventType",
          schemaPath: "#/properties/eventType/const",
          keyword: "const",
          params: { allowedValue: "Alert" },
          message: "must be equal to constant",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.event !== undefined) {
      if (
        !validate55(data.event, {
          instancePath: instancePath + "/event",
          parentData: data,
          parentDataProperty: "event",
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate60.evaluated = {
  props: { eventId: true, eventMs: true, eventType: true, event: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const PingNotification = validate62;

function validate62(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate62.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.eventId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventId" },
        message: "must have required property '" + "eventId" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.eventMs === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventMs" },
        message: "must have required property '" + "eventMs" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.eventType === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "eventType" },
        message: "must have required property '" + "eventType" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.event === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "event" },
        message: "must have required property '" + "event" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.eventId !== undefined) {
      if (typeof data.eventId !== "string") {
        const err4 = {
          instancePath: instancePath + "/eventId",
          schemaPath: "#/properties/eventId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.eventMs !== undefined) {
      let data1 = data.eventMs;
      if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err5 = {
          instancePath: instancePath + "/eventMs",
          schemaPath: "#/properties/eventMs/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.eventType !== undefined) {
      let data2 = data.eventType;
      if (typeof data2 !== "string") {
        const err6 = {
          instancePath: instancePath + "/eventType",
          schemaPath: "#/properties/eventType/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if ("Ping" !== data2) {
        const err7 = {
          instancePath: instancePath + "/eventType",
          schemaPath: "#/properties/eventType/const",
          keyword: "const",
          params: { allowedValue: "Ping" },
          message: "must be equal to constant",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.event !== undefined) {
      let data3 = data.event;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.text === undefined) {
          const err8 = {
            instancePath: instancePath + "/event",
            schemaPath: "#/$defs/PingEvent/required",
            keyword: "required",
            params: { missingProperty: "text" },
            message: "must have required property '" + "text" + "'",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        for (const key0 in data3) {
          if (!(key0 === "text")) {
            const err9 = {
              instancePath: instancePath + "/event",
              schemaPath: "#/$defs/PingEvent/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key0 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data3.text !== undefined) {
          let data4 = data3.text;
          if (typeof data4 !== "string") {
            const err10 = {
              instancePath: instancePath + "/event/text",
              schemaPath: "#/$defs/PingEvent/properties/text/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if ("Ping" !== data4) {
            const err11 = {
              instancePath: instancePath + "/event/text",
              schemaPath: "#/$defs/PingEvent/properties/text/const",
              keyword: "const",
              params: { allowedValue: "Ping" },
              message: "must be equal to constant",
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + "/event",
          schemaPath: "#/$defs/PingEvent/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate62.evaluated = {
  props: { eventId: true, eventMs: true, eventType: true, event: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const AlertEvent = validate63;

function validate63(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate63.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.alertConditionId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "alertConditionId" },
        message: "must have required property '" + "alertConditionId" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.alertEventUrl !== undefined) {
      let data0 = data.alertEventUrl;
      if (typeof data0 === "string") {
        if (!formats4(data0)) {
          const err1 = {
            instancePath: instancePath + "/alertEventUrl",
            schemaPath: "#/properties/alertEventUrl/format",
            keyword: "format",
            params: { format: "uri" },
            message: 'must match format "' + "uri" + '"',
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/alertEventUrl",
          schemaPath: "#/properties/alertEventUrl/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.alertConditionDescription !== undefined) {
      if (typeof data.alertConditionDescription !== "string") {
        const err3 = {
          instancePath: instancePath + "/alertConditionDescription",
          schemaPath: "#/properties/alertConditionDescription/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.alertConditionId !== undefined) {
      if (typeof data.alertConditionId !== "string") {
        const err4 = {
          instancePath: instancePath + "/alertConditionId",
          schemaPath: "#/properties/alertConditionId/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.details !== undefined) {
      if (typeof data.details !== "string") {
        const err5 = {
          instancePath: instancePath + "/details",
          schemaPath: "#/properties/details/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.device !== undefined) {
      let data4 = data.device;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.id !== undefined) {
          let data5 = data4.id;
          if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
            const err6 = {
              instancePath: instancePath + "/device/id",
              schemaPath: "#/$defs/AlertDevice/properties/id/type",
              keyword: "type",
              params: { type: "integer" },
              message: "must be integer",
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data4.name !== undefined) {
          if (typeof data4.name !== "string") {
            const err7 = {
              instancePath: instancePath + "/device/name",
              schemaPath: "#/$defs/AlertDevice/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data4.serial !== undefined) {
          if (typeof data4.serial !== "string") {
            const err8 = {
              instancePath: instancePath + "/device/serial",
              schemaPath: "#/$defs/AlertDevice/properties/serial/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data4.vin !== undefined) {
          if (typeof data4.vin !== "string") {
            const err9 = {
              instancePath: instancePath + "/device/vin",
              schemaPath: "#/$defs/AlertDevice/properties/vin/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + "/device",
          schemaPath: "#/$defs/AlertDevice/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.orgId !== undefined) {
      let data9 = data.orgId;
      if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err11 = {
          instancePath: instancePath + "/orgId",
          schemaPath: "#/properties/orgId/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.resolved !== undefined) {
      if (typeof data.resolved !== "boolean") {
        const err12 = {
          instancePath: instancePath + "/resolved",
          schemaPath: "#/properties/resolved/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.startMs !== undefined) {
      let data11 = data.startMs;
      if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err13 = {
          instancePath: instancePath + "/startMs",
          schemaPath: "#/properties/startMs/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      if (typeof data.summary !== "string") {
        const err14 = {
          instancePath: instancePath + "/summary",
          schemaPath: "#/properties/summary/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
  } else {
    const err15 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate63.evaluated = {
  props: {
    alertEventUrl: true,
    alertConditionDescription: true,
    alertConditionId: true,
    details: true,
    device: true,
    orgId: true,
    resolved: true,
    startMs: true,
    summary: true,
  },
  dynamicProps: false,
  dynamicItems: false,
};

export const AlertDevice = validate64;

function validate64(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate64.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err0 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      if (typeof data.name !== "string") {
        const err1 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.serial !== undefined) {
      if (typeof data.serial !== "string") {
        const err2 = {
          instancePath: instancePath + "/serial",
          schemaPath: "#/properties/serial/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.vin !== undefined) {
      if (typeof data.vin !== "string") {
        const err3 = {
          instancePath: instancePath + "/vin",
          schemaPath: "#/properties/vin/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate64.evaluated = {
  props: { id: true, name: true, serial: true, vin: true },
  dynamicProps: false,
  dynamicItems: false,
};

export const PingEvent = validate65;

function validate65(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate65.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.text === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "text" },
        message: "must have required property '" + "text" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "text")) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.text !== undefined) {
      let data0 = data.text;
      if (typeof data0 !== "string") {
        const err2 = {
          instancePath: instancePath + "/text",
          schemaPath: "#/properties/text/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if ("Ping" !== data0) {
        const err3 = {
          instancePath: instancePath + "/text",
          schemaPath: "#/properties/text/const",
          keyword: "const",
          params: { allowedValue: "Ping" },
          message: "must be equal to constant",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
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
validate65.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
