// Generated from spec/fleet-api.yaml by fleetkit's generator, do not edit. Regenerate with `npx fleetkit generate --spec spec/fleet-api.yaml --out generated`.

export interface paths {
    "/fleet/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vehicles (cursor-paginated)
         * @description A paginated list of vehicles (reference 4.2). Continue while `pagination.hasNextPage` is true, passing `endCursor` as `after`; pages may be short or empty.
         */
        get: operations["listFleetVehicles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fleet/vehicles/stats/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feed of vehicle statistics since a cursor
         * @description A real-time feed (reference 4.3): the first request returns the latest statistics of each vehicle, and a request
         *     with a cursor returns every update since that cursor. When `pagination.hasNextPage` is false, wait at least
         *     5 seconds before the next request. Cursors expire after 30 days.
         */
        get: operations["followVehicleStatsFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fleet/vehicles/locations/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feed of vehicle locations since a cursor
         * @description A real-time feed (reference 4.3): the first request returns the latest location of each vehicle, and a request
         *     with a cursor returns every location update since that cursor. When `pagination.hasNextPage` is false, wait at
         *     least 5 seconds before the next request. Cursors expire after 30 days.
         */
        get: operations["followVehicleLocationsFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vehicles with static driver assignments
         * @description Requires the Read Vehicle scope (reference 4.2; the catalogue's name is `Read Vehicles`). The response includes driver information for vehicles with a static driver assignment.
         */
        get: operations["listVehicles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fleet/driver-vehicle-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List driver-vehicle assignments
         * @description The only endpoint covered by the Read Assignments scope (reference 4.2).
         */
        get: operations["listDriverVehicleAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fleet/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a driver
         * @description Creates a driver from the body of reference 2.7. A token limited to tags must include one of its tags' IDs in `tagIds` (reference 5.4).
         */
        post: operations["createDriver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a webhook handler
         * @description Registers a webhook handler (reference 2.2, 6.1 "or through the API"). The answer holds the generated Base64 `secretKey` that signs every delivery (6.5).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/addresses (legacy) */
        get: operations["v1GetAddresses"];
        put?: never;
        /** POST v1/addresses (legacy) */
        post: operations["v1PostAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/addresses/{address_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address_id: string;
            };
            cookie?: never;
        };
        /** GET v1/addresses/{address_id} (legacy) */
        get: operations["v1GetAddressesByAddressId"];
        put?: never;
        post?: never;
        /** DELETE v1/addresses/{address_id} (legacy) */
        delete: operations["v1DeleteAddressesByAddressId"];
        options?: never;
        head?: never;
        /** PATCH v1/addresses/{address_id} (legacy) */
        patch: operations["v1PatchAddressesByAddressId"];
        trace?: never;
    };
    "/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/contacts (legacy) */
        get: operations["v1GetContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{contact_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contact_id: string;
            };
            cookie?: never;
        };
        /** GET v1/contacts/{contact_id} (legacy) */
        get: operations["v1GetContactsByContactId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/add_address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST v1/fleet/add_address (legacy) */
        post: operations["v1PostAddAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/assets (legacy) */
        get: operations["v1GetAssets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/assets/{assetId}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/assets/{assetId}/locations (legacy) */
        get: operations["v1GetAssetsByAssetIdLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/assets/{assetId}/reefer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/assets/{assetId}/reefer (legacy) */
        get: operations["v1GetAssetsByAssetIdReefer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/assets/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/assets/locations (legacy) */
        get: operations["v1GetAssetsLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/assets/reefers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/assets/reefers (legacy) */
        get: operations["v1GetAssetsReefers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/dispatch/routes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/dispatch/routes (legacy) */
        get: operations["v1GetDispatchRoutes"];
        put?: never;
        /** POST v1/fleet/dispatch/routes (legacy) */
        post: operations["v1PostDispatchRoutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/dispatch/routes/{route_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The route's ID, or its external ID (the reference lists `{route_id}` and `{route_external_id}` templates for this path; one OpenAPI path accepts either). */
                route_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/dispatch/routes/{route_id} (legacy) */
        get: operations["v1GetDispatchRoutesByRouteId"];
        /** PUT v1/fleet/dispatch/routes/{route_id} (legacy) */
        put: operations["v1PutDispatchRoutesByRouteId"];
        post?: never;
        /** DELETE v1/fleet/dispatch/routes/{route_id} (legacy) */
        delete: operations["v1DeleteDispatchRoutesByRouteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/dispatch/routes/{route_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The route's ID, or its external ID (the reference lists `{route_id}` and `{route_external_id}` templates for this path; one OpenAPI path accepts either). */
                route_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/dispatch/routes/{route_id}/history (legacy) */
        get: operations["v1GetDispatchRoutesByRouteIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/dispatch/routes/job_updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/dispatch/routes/job_updates (legacy) */
        get: operations["v1GetDispatchRoutesJobUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/drivers (legacy) */
        get: operations["v1GetDrivers"];
        put?: never;
        /** POST v1/fleet/drivers (legacy) */
        post: operations["v1PostDrivers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The driver's ID, or its external ID (the reference lists `{driver_id}` and `{external_driver_id}` templates for this path; one OpenAPI path accepts either). */
                driver_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/drivers/{driver_id} (legacy) */
        get: operations["v1GetDriversByDriverId"];
        put?: never;
        /** POST v1/fleet/drivers/{driver_id} (legacy) */
        post: operations["v1PostDriversByDriverId"];
        /** DELETE v1/fleet/drivers/{driver_id} (legacy) */
        delete: operations["v1DeleteDriversByDriverId"];
        options?: never;
        head?: never;
        /** PATCH v1/fleet/drivers/{driver_id} (legacy) */
        patch: operations["v1PatchDriversByDriverId"];
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}/dispatch/routes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/drivers/{driver_id}/dispatch/routes (legacy) */
        get: operations["v1GetDriversByDriverIdDispatchRoutes"];
        put?: never;
        /** POST v1/fleet/drivers/{driver_id}/dispatch/routes (legacy) */
        post: operations["v1PostDriversByDriverIdDispatchRoutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST v1/fleet/drivers/{driver_id}/documents (legacy) */
        post: operations["v1PostDriversByDriverIdDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}/documents/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
                document_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy) */
        get: operations["v1GetDriversByDriverIdDocumentsByDocumentId"];
        put?: never;
        post?: never;
        /** DELETE v1/fleet/drivers/{driver_id}/documents/{document_id} (legacy) */
        delete: operations["v1DeleteDriversByDriverIdDocumentsByDocumentId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}/hos_certified_daily_logs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy) */
        get: operations["v1GetDriversByDriverIdHosCertifiedDailyLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH v1/fleet/drivers/{driver_id}/hos_certified_daily_logs (legacy) */
        patch: operations["v1PatchDriversByDriverIdHosCertifiedDailyLogs"];
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}/hos_daily_logs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy) */
        get: operations["v1GetDriversByDriverIdHosDailyLogs"];
        put?: never;
        /** POST v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy) */
        post: operations["v1PostDriversByDriverIdHosDailyLogs"];
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH v1/fleet/drivers/{driver_id}/hos_daily_logs (legacy) */
        patch: operations["v1PatchDriversByDriverIdHosDailyLogs"];
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}/hos/audit_logs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/drivers/{driver_id}/hos/audit_logs (legacy) */
        get: operations["v1GetDriversByDriverIdHosAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}/hos/duty_status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST v1/fleet/drivers/{driver_id}/hos/duty_status (legacy) */
        post: operations["v1PostDriversByDriverIdHosDutyStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}/log_edits": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/drivers/{driver_id}/log_edits (legacy) */
        get: operations["v1GetDriversByDriverIdLogEdits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/{driver_id}/safety/score": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/drivers/{driver_id}/safety/score (legacy) */
        get: operations["v1GetDriversByDriverIdSafetyScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/drivers/create (legacy) */
        get: operations["v1GetDriversCreate"];
        put?: never;
        /**
         * POST v1/fleet/drivers/create (legacy)
         * @description The legacy driver creation. Its body is the legacy one, which the reference does not show; the body of reference 2.7 goes to `POST /fleet/drivers`.
         */
        post: operations["v1PostDriversCreate"];
        /** DELETE v1/fleet/drivers/create (legacy) */
        delete: operations["v1DeleteDriversCreate"];
        options?: never;
        head?: never;
        /** PATCH v1/fleet/drivers/create (legacy) */
        patch: operations["v1PatchDriversCreate"];
        trace?: never;
    };
    "/v1/fleet/drivers/document_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/drivers/document_types (legacy) */
        get: operations["v1GetDriversDocumentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/drivers/documents (legacy) */
        get: operations["v1GetDriversDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/inactive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/drivers/inactive (legacy) */
        get: operations["v1GetDriversInactive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/inactive/{driver_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The driver's ID, or its external ID (the reference lists `{driver_id}` and `{external_driver_id}` templates for this path; one OpenAPI path accepts either). */
                driver_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/drivers/inactive/{driver_id} (legacy) */
        get: operations["v1GetDriversInactiveByDriverId"];
        /** PUT v1/fleet/drivers/inactive/{driver_id} (legacy) */
        put: operations["v1PutDriversInactiveByDriverId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/drivers/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/drivers/summary (legacy) */
        get: operations["v1GetDriversSummary"];
        put?: never;
        /** POST v1/fleet/drivers/summary (legacy) */
        post: operations["v1PostDriversSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/hos_authentication_logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/hos_authentication_logs (legacy) */
        get: operations["v1GetHosAuthenticationLogs"];
        put?: never;
        /** POST v1/fleet/hos_authentication_logs (legacy) */
        post: operations["v1PostHosAuthenticationLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/hos_logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/hos_logs (legacy) */
        get: operations["v1GetHosLogs"];
        put?: never;
        /** POST v1/fleet/hos_logs (legacy) */
        post: operations["v1PostHosLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/hos_logs_summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/hos_logs_summary (legacy) */
        get: operations["v1GetHosLogsSummary"];
        put?: never;
        /** POST v1/fleet/hos_logs_summary (legacy) */
        post: operations["v1PostHosLogsSummary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/hos/audit_logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/hos/audit_logs (legacy) */
        get: operations["v1GetHosAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/hos/log_edits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/hos/log_edits (legacy) */
        get: operations["v1GetHosLogEdits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/list (legacy) */
        get: operations["v1GetList"];
        put?: never;
        /** POST v1/fleet/list (legacy) */
        post: operations["v1PostList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/locations (legacy) */
        get: operations["v1GetLocations"];
        put?: never;
        /** POST v1/fleet/locations (legacy) */
        post: operations["v1PostLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/maintenance/dvirs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/maintenance/dvirs (legacy) */
        get: operations["v1GetMaintenanceDvirs"];
        put?: never;
        /** POST v1/fleet/maintenance/dvirs (legacy) */
        post: operations["v1PostMaintenanceDvirs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/maintenance/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/maintenance/list (legacy) */
        get: operations["v1GetMaintenanceList"];
        put?: never;
        /** POST v1/fleet/maintenance/list (legacy) */
        post: operations["v1PostMaintenanceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/messages (legacy) */
        get: operations["v1GetMessages"];
        put?: never;
        /** POST v1/fleet/messages (legacy) */
        post: operations["v1PostMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/set_data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST v1/fleet/set_data (legacy) */
        post: operations["v1PostSetData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/trailers/{trailerId}/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trailerId: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/trailers/{trailerId}/assignments (legacy) */
        get: operations["v1GetTrailersByTrailerIdAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/trailers/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/trailers/assignments (legacy) */
        get: operations["v1GetTrailersAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/trips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/trips (legacy) */
        get: operations["v1GetTrips"];
        put?: never;
        /** POST v1/fleet/trips (legacy) */
        post: operations["v1PostTrips"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/unassigned_driving_logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/unassigned_driving_logs (legacy) */
        get: operations["v1GetUnassignedDrivingLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/unassigned_driving_segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/unassigned_driving_segments (legacy) */
        get: operations["v1GetUnassignedDrivingSegments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/unassigned_driving_segments/{segment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                segment_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/unassigned_driving_segments/{segment_id} (legacy) */
        get: operations["v1GetUnassignedDrivingSegmentsBySegmentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH v1/fleet/unassigned_driving_segments/{segment_id} (legacy) */
        patch: operations["v1PatchUnassignedDrivingSegmentsBySegmentId"];
        trace?: never;
    };
    "/v1/fleet/vehicles/{vehicle_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vehicle's ID, or its external ID (the reference lists `{vehicle_id}` and `{external_vehicle_id}` templates for this path; one OpenAPI path accepts either). */
                vehicle_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/vehicles/{vehicle_id} (legacy) */
        get: operations["v1GetVehiclesByVehicleId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH v1/fleet/vehicles/{vehicle_id} (legacy) */
        patch: operations["v1PatchVehiclesByVehicleId"];
        trace?: never;
    };
    "/v1/fleet/vehicles/{vehicle_id}/dispatch/routes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy) */
        get: operations["v1GetVehiclesByVehicleIdDispatchRoutes"];
        put?: never;
        /** POST v1/fleet/vehicles/{vehicle_id}/dispatch/routes (legacy) */
        post: operations["v1PostVehiclesByVehicleIdDispatchRoutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/vehicles/{vehicle_id}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/vehicles/{vehicle_id}/locations (legacy) */
        get: operations["v1GetVehiclesByVehicleIdLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/vehicles/{vehicle_id}/safety/harsh_event": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/vehicles/{vehicle_id}/safety/harsh_event (legacy) */
        get: operations["v1GetVehiclesByVehicleIdSafetyHarshEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/vehicles/{vehicle_id}/safety/score": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/vehicles/{vehicle_id}/safety/score (legacy) */
        get: operations["v1GetVehiclesByVehicleIdSafetyScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        /** GET v1/fleet/vehicles/{vehicle_id}/unassigned_driving_logs (legacy) */
        get: operations["v1GetVehiclesByVehicleIdUnassignedDrivingLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/vehicles/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/vehicles/locations (legacy) */
        get: operations["v1GetVehiclesLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/vehicles/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/vehicles/stats (legacy) */
        get: operations["v1GetVehiclesStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/vehicles/stats-expanded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/fleet/vehicles/stats-expanded (legacy) */
        get: operations["v1GetVehiclesStatsExpanded"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/csv_imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST v1/industrial/csv_imports (legacy) */
        post: operations["v1PostIndustrialCsvImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/industrial/data (legacy) */
        get: operations["v1GetIndustrialData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/data/{dataInputId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataInputId: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/data/{dataInputId} (legacy) */
        get: operations["v1GetIndustrialDataByDataInputId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/machines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/industrial/machines (legacy) */
        get: operations["v1GetIndustrialMachines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/machines/{machineId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                machineId: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/machines/{machineId} (legacy) */
        get: operations["v1GetIndustrialMachinesByMachineId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/machines/{machineId}/form": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                machineId: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/machines/{machineId}/form (legacy) */
        get: operations["v1GetIndustrialMachinesByMachineIdForm"];
        put?: never;
        /** POST v1/industrial/machines/{machineId}/form (legacy) */
        post: operations["v1PostIndustrialMachinesByMachineIdForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/machines/{machineId}/forms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                machineId: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/machines/{machineId}/forms (legacy) */
        get: operations["v1GetIndustrialMachinesByMachineIdForms"];
        put?: never;
        /** POST v1/industrial/machines/{machineId}/forms (legacy) */
        post: operations["v1PostIndustrialMachinesByMachineIdForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/mes/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/industrial/mes/lines (legacy) */
        get: operations["v1GetIndustrialMesLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/mes/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/industrial/mes/recipes (legacy) */
        get: operations["v1GetIndustrialMesRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/mes/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/industrial/mes/runs (legacy) */
        get: operations["v1GetIndustrialMesRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/mes/runs/line/{line_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The MES line's ID, or its external ID (the reference lists `{line_id}` and `{external_line_id}`; one OpenAPI path accepts either). */
                line_id: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/mes/runs/line/{line_id} (legacy) */
        get: operations["v1GetIndustrialMesRunsLineByLineId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/mes/work_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/industrial/mes/work_orders (legacy) */
        get: operations["v1GetIndustrialMesWorkOrders"];
        put?: never;
        /** POST v1/industrial/mes/work_orders (legacy) */
        post: operations["v1PostIndustrialMesWorkOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/mes/work_orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The work order's ID, or its external ID (the reference lists `{id}` and `{external_work_order_id}`; one OpenAPI path accepts either). */
                id: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/mes/work_orders/{id} (legacy) */
        get: operations["v1GetIndustrialMesWorkOrdersById"];
        put?: never;
        post?: never;
        /** DELETE v1/industrial/mes/work_orders/{id} (legacy) */
        delete: operations["v1DeleteIndustrialMesWorkOrdersById"];
        options?: never;
        head?: never;
        /** PATCH v1/industrial/mes/work_orders/{id} (legacy) */
        patch: operations["v1PatchIndustrialMesWorkOrdersById"];
        trace?: never;
    };
    "/v1/industrial/vision/cameras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/industrial/vision/cameras (legacy) */
        get: operations["v1GetIndustrialVisionCameras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/vision/cameras/{cameraId}/programs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/vision/cameras/{cameraId}/programs (legacy) */
        get: operations["v1GetIndustrialVisionCamerasByCameraIdPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/vision/run/camera/{cameraId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/vision/run/camera/{cameraId} (legacy) */
        get: operations["v1GetIndustrialVisionRunCameraByCameraId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/vision/run/camera/{cameraId}/program/{programId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
                programId: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/vision/run/camera/{cameraId}/program/{programId} (legacy) */
        get: operations["v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/vision/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/industrial/vision/runs (legacy) */
        get: operations["v1GetIndustrialVisionRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/vision/runs/{cameraId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/vision/runs/{cameraId} (legacy) */
        get: operations["v1GetIndustrialVisionRunsByCameraId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
                programId: string;
                startedAtMs: string;
            };
            cookie?: never;
        };
        /** GET v1/industrial/vision/runs/{cameraId}/{programId}/{startedAtMs} (legacy) */
        get: operations["v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/machines/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST v1/machines/history (legacy) */
        post: operations["v1PostMachinesHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/machines/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST v1/machines/list (legacy) */
        post: operations["v1PostMachinesList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sensors/cargo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/sensors/cargo (legacy) */
        get: operations["v1GetSensorsCargo"];
        put?: never;
        /** POST v1/sensors/cargo (legacy) */
        post: operations["v1PostSensorsCargo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sensors/door": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/sensors/door (legacy) */
        get: operations["v1GetSensorsDoor"];
        put?: never;
        /** POST v1/sensors/door (legacy) */
        post: operations["v1PostSensorsDoor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sensors/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST v1/sensors/history (legacy) */
        post: operations["v1PostSensorsHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sensors/humidity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/sensors/humidity (legacy) */
        get: operations["v1GetSensorsHumidity"];
        put?: never;
        /** POST v1/sensors/humidity (legacy) */
        post: operations["v1PostSensorsHumidity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sensors/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/sensors/list (legacy) */
        get: operations["v1GetSensorsList"];
        put?: never;
        /** POST v1/sensors/list (legacy) */
        post: operations["v1PostSensorsList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sensors/temperature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/sensors/temperature (legacy) */
        get: operations["v1GetSensorsTemperature"];
        put?: never;
        /** POST v1/sensors/temperature (legacy) */
        post: operations["v1PostSensorsTemperature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/tags (legacy) */
        get: operations["v1GetTags"];
        put?: never;
        /** POST v1/tags (legacy) */
        post: operations["v1PostTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        /** GET v1/tags/{tagId} (legacy) */
        get: operations["v1GetTagsByTagId"];
        /** PUT v1/tags/{tagId} (legacy) */
        put: operations["v1PutTagsByTagId"];
        post?: never;
        /** DELETE v1/tags/{tagId} (legacy) */
        delete: operations["v1DeleteTagsByTagId"];
        options?: never;
        head?: never;
        /** PATCH v1/tags/{tagId} (legacy) */
        patch: operations["v1PatchTagsByTagId"];
        trace?: never;
    };
    "/v1/user_roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/user_roles (legacy) */
        get: operations["v1GetUserRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET v1/users (legacy) */
        get: operations["v1GetUsers"];
        put?: never;
        /** POST v1/users (legacy) */
        post: operations["v1PostUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        /** GET v1/users/{userId} (legacy) */
        get: operations["v1GetUsersByUserId"];
        put?: never;
        post?: never;
        /** DELETE v1/users/{userId} (legacy) */
        delete: operations["v1DeleteUsersByUserId"];
        options?: never;
        head?: never;
        /** PATCH v1/users/{userId} (legacy) */
        patch: operations["v1PatchUsersByUserId"];
        trace?: never;
    };
}
export interface webhooks {
    alertNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An alert configured for the webhook fired
         * @description Sent as an HTTP POST with a JSON body to the registered HTTPS URL (reference 6.1, 6.2). Verify
         *     `X-Service-Signature` before trusting anything (6.5). Answer 2XX as soon as the contents are validated
         *     and do long work asynchronously; any other status, redirects included, is a delivery error and the
         *     notification is sent again with exponential backoff, at most 5 times in total (6.4).
         */
        post: operations["receiveAlertNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    pingNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Test button on the webhook configuration page was clicked
         * @description A Ping notification (reference 6.2); `event` is exactly `{ "text": "Ping" }`. Delivered, signed and
         *     retried like every notification.
         */
        post: operations["receivePingNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description A granular scope, `Read <Category>` or `Write <Category>` (Read and Write are always separate).
         * @enum {string}
         */
        ScopeName: "Read AEMP" | "Write AEMP" | "Read Addresses" | "Write Addresses" | "Read Alert Contacts" | "Write Alert Contacts" | "Read Assignments" | "Write Assignments" | "Read Attributes" | "Write Attributes" | "Read Carrier-Proposed Assignments" | "Write Carrier-Proposed Assignments" | "Read DVIRs" | "Write DVIRs" | "Read Documents" | "Write Documents" | "Read Driver App Settings" | "Write Driver App Settings" | "Read Drivers" | "Write Drivers" | "Read ELD Hours of Service (US)" | "Write ELD Hours of Service (US)" | "Read Equipment" | "Write Equipment" | "Read Equipment Statistics" | "Write Equipment Statistics" | "Read Gateways" | "Write Gateways" | "Read Industrial" | "Write Industrial" | "Read Jobs" | "Write Jobs" | "Read Messages" | "Write Messages" | "Read Org Information" | "Write Org Information" | "Read Routes" | "Write Routes" | "Read Safety Events & Scores" | "Write Safety Events & Scores" | "Read Sensors" | "Write Sensors" | "Read Tags" | "Write Tags" | "Read Trailer Statistics" | "Write Trailer Statistics" | "Read Trailers" | "Write Trailers" | "Read Users" | "Write Users" | "Read Vehicle Statistics" | "Write Vehicle Statistics" | "Read Vehicle Trips" | "Write Vehicle Trips" | "Read Vehicles" | "Write Vehicles" | "Read Webhooks" | "Write Webhooks";
        /** @description The body of an error answer. */
        ErrorResponse: {
            /** @description What went wrong. */
            message?: string;
            /** @description The ID of the request, for support. */
            requestId?: string;
        };
        /** @description The `pagination` member of a list envelope (reference 2.6). */
        PaginationInfo: {
            /** @description The cursor to pass as `after` for the next page. A list's last page may carry an empty string; a feed's carries the cursor to continue from. */
            endCursor: string;
            /** @description Keep requesting while true, even after short or empty pages. */
            hasNextPage: boolean;
        };
        /** @description The envelope of every paginated list (reference 2.6). Concrete lists narrow `data`'s items. */
        ListEnvelope: {
            data: {
                [key: string]: unknown;
            }[];
            pagination: components["schemas"]["PaginationInfo"];
        };
        /** @description A vehicle. Its fields are not shown in the reference, so the object is left open. */
        Vehicle: {
            [key: string]: unknown;
        };
        /** @description The list envelope (reference 2.6) of vehicles. */
        VehicleList: {
            data: components["schemas"]["Vehicle"][];
            pagination: components["schemas"]["PaginationInfo"];
        };
        /** @description A driver-vehicle assignment. Its fields are not shown in the reference, so the object is left open. */
        DriverVehicleAssignment: {
            [key: string]: unknown;
        };
        /** @description The list envelope (reference 2.6) of driver-vehicle assignments. */
        DriverVehicleAssignmentList: {
            data: components["schemas"]["DriverVehicleAssignment"][];
            pagination: components["schemas"]["PaginationInfo"];
        };
        /** @description One vehicle's statistics in a page of the stats feed. */
        VehicleStats: {
            id?: string;
            name?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The list envelope (reference 2.6) of vehicle statistics. */
        VehicleStatsList: {
            data: components["schemas"]["VehicleStats"][];
            pagination: components["schemas"]["PaginationInfo"];
        };
        /** @description One reported location of a vehicle. */
        VehicleLocation: {
            /** Format: date-time */
            time: string;
            latitude: number;
            longitude: number;
            /** @description Degrees. */
            heading?: number;
            /** @description Miles per hour. */
            speed?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description One vehicle's locations in a page of the locations feed. */
        VehicleLocations: {
            id: string;
            name: string;
            locations: components["schemas"]["VehicleLocation"][];
        } & {
            [key: string]: unknown;
        };
        /** @description The list envelope (reference 2.6) of vehicle locations. */
        VehicleLocationsList: {
            data: components["schemas"]["VehicleLocations"][];
            pagination: components["schemas"]["PaginationInfo"];
        };
        /** @description The `pagination` member of a legacy list page. */
        LegacyPagination: {
            /** @description Pass as `startingAfter` for the next page. */
            endCursor: string;
            /** @description Pass as `endingBefore` for the previous page. */
            startCursor: string;
            hasNextPage: boolean;
            hasPrevPage: boolean;
        };
        /** @description An object of a legacy list. Its fields are not shown in the reference, so the object is left open. */
        LegacyObject: {
            [key: string]: unknown;
        };
        /** @description A page of `GET /v1/fleet/list`. */
        LegacyVehicleList: {
            vehicles?: components["schemas"]["LegacyObject"][];
            pagination?: components["schemas"]["LegacyPagination"];
        };
        /** @description A page of `GET /v1/fleet/assets/locations`. */
        LegacyAssetLocationList: {
            assets?: components["schemas"]["LegacyObject"][];
            pagination?: components["schemas"]["LegacyPagination"];
        };
        /** @description A page of `GET /v1/fleet/assets/reefers`. */
        LegacyReeferList: {
            data?: components["schemas"]["LegacyObject"][];
            pagination?: components["schemas"]["LegacyPagination"];
        };
        /** @description A page of `GET /v1/fleet/trailers/assignments`. */
        LegacyTrailerAssignmentList: {
            trailers?: components["schemas"]["LegacyObject"][];
            pagination?: components["schemas"]["LegacyPagination"];
        };
        /** @description A page of `GET /v1/fleet/vehicles/stats`. */
        LegacyVehicleStatsList: {
            vehicleStats: components["schemas"]["LegacyObject"][];
            pagination?: components["schemas"]["LegacyPagination"];
        };
        /** @description A driver. Its fields are not shown in the reference, so the object is left open; the password is never part of it. */
        Driver: {
            [key: string]: unknown;
        };
        /** @description The answer of driver creation. */
        DriverResponse: {
            data?: components["schemas"]["Driver"];
        };
        /**
         * @description The body that creates a driver, as shown for tag-scoped tokens (reference 2.7). A token limited to tags must
         *     include one of its tags' IDs in `tagIds` (5.4). Further driver fields are allowed.
         */
        DriverCreateRequest: {
            name: string;
            username: string;
            /** Format: password */
            password: string;
            /** @description IDs of the tags the driver is created in. */
            tagIds?: string[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description An API token (reference 2.1): created in the dashboard with a name, optional tag access (default: the whole
         *     organization) and granular scopes (default: the Read scopes of 5.5). The token string is shown once at creation.
         */
        ApiToken: {
            /** @description One token per integration is the recommended practice. */
            name: string;
            /** @description Tag access. Absent or empty means access to the entire organization. */
            tagIds?: string[];
            /** @description Granular scopes, each a Read or a Write scope. */
            scopes: components["schemas"]["ScopeName"][];
            /** @description The token string, present only in the response that creates (or regenerates) the token. */
            token?: string;
        };
        /** @description A header added to every delivery (reference 2.2, 6.1.3). */
        WebhookCustomHeader: {
            /** @description The header's name. */
            key: string;
            value: string;
        };
        /** @description Up to 5 headers added to every request sent to the webhook (reference 2.2, 8). */
        WebhookCustomHeaders: components["schemas"]["WebhookCustomHeader"][];
        /**
         * @description The webhook's payload version.
         * @example 2018-01-01
         * @example 2021-06-09
         * @example 2022-09-13
         * @example 2024-02-27
         */
        WebhookVersion: string;
        /** @description The body that registers a webhook handler. */
        WebhookCreateRequest: {
            name: string;
            /**
             * Format: uri
             * @description The handler address; must use HTTPS (reference 2.2).
             */
            url: string;
            customHeaders?: components["schemas"]["WebhookCustomHeaders"];
            /** @description The event types sent to this webhook (Event Subscriptions, reference 6.1), e.g. `AlertIncident`, `DriverCreated`. */
            eventTypes?: string[];
            version?: components["schemas"]["WebhookVersion"];
        };
        /** @description A registered webhook handler (reference 2.2). The URL must use HTTPS; the secret is generated by the service and Base64-encoded. */
        Webhook: {
            id: string;
            name: string;
            /**
             * Format: uri
             * @description The handler address; must use HTTPS.
             */
            url: string;
            /** @description Generated by the service, Base64 encoded. Used for signatures. */
            secretKey: string;
            customHeaders?: components["schemas"]["WebhookCustomHeaders"];
            eventTypes?: string[];
            version: components["schemas"]["WebhookVersion"];
        };
        /** @description The JSON body of every webhook delivery (reference 2.3), discriminated by `eventType`. */
        WebhookNotification: components["schemas"]["AlertNotification"] | components["schemas"]["PingNotification"];
        /** @description A notification sent because an alert configured for the webhook fired (reference 6.2). */
        AlertNotification: {
            /** @description ID of the event; equals the `X-Service-Request` header in the shown notification. */
            eventId: string;
            /** @description Unix epoch time in milliseconds at which the service sent the event. */
            eventMs: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "Alert";
            event: components["schemas"]["AlertEvent"];
        };
        /** @description A notification sent when the Test button on the webhook configuration page is clicked (reference 6.2). */
        PingNotification: {
            /** @description ID of the event; equals the `X-Service-Request` header in the shown notification. */
            eventId: string;
            /** @description Unix epoch time in milliseconds at which the service sent the event. */
            eventMs: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            eventType: "Ping";
            event: components["schemas"]["PingEvent"];
        };
        /**
         * @description The event of an Alert notification, in the shape shown for a geofence condition (reference 2.4). Fields of
         *     other alert conditions are not shown, so further fields are allowed and only `alertConditionId` (needed to
         *     tell conditions apart) is required.
         */
        AlertEvent: {
            /** Format: uri */
            alertEventUrl?: string;
            alertConditionDescription?: string;
            /**
             * @description The alert condition. The complete list is not shown; the reference shows `DeviceLocationInsideGeofence` and `DeviceSpeedAboveSpeedLimit`.
             * @example DeviceLocationInsideGeofence
             * @example DeviceSpeedAboveSpeedLimit
             */
            alertConditionId: string;
            details?: string;
            device?: components["schemas"]["AlertDevice"];
            orgId?: number;
            resolved?: boolean;
            /** @description Epoch milliseconds. */
            startMs?: number;
            summary?: string;
        };
        /** @description The device an alert is about (reference 2.4). */
        AlertDevice: {
            id?: number;
            name?: string;
            serial?: string;
            vin?: string;
        };
        /** @description The event of a Ping notification (reference 2.5); exactly one field, `text`, always `Ping`. */
        PingEvent: {
            /** @constant */
            text: "Ping";
        };
    };
    responses: {
        /** @description Success. The payload's shape is not shown in the reference. */
        UnspecifiedJson: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": unknown;
            };
        };
        /** @description An error, with a message and the request's ID (give it to support). */
        ApiError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description Cursor. Omit it (or send an empty string) for the first page; afterwards send the previous page's `endCursor`, with every other parameter unchanged. Cursors expire after 30 days. */
        After: string;
        /** @description Number of objects per page. Default 512, maximum 512. */
        Limit: number;
        /** @description Legacy pagination. The previous page's `pagination.endCursor`, to continue after it. Mutually exclusive with `endingBefore`. */
        StartingAfter: string;
        /** @description Legacy pagination. A page's `pagination.startCursor`, to return the objects before it. Mutually exclusive with `startingAfter`. */
        EndingBefore: string;
        /** @description Legacy pagination. Number of objects per page, used with `startingAfter` or `endingBefore`. */
        LegacyLimit: number;
        /** @description Select the assignments by driver or by vehicle. */
        FilterBy: "drivers" | "vehicles";
        /** @description The statistics to return, comma-separated (e.g. `types=gps,engineStates`). */
        StatTypes: string[];
        /** @description Statistics added to each event of the requested `types`, comma-separated, at most 2 (e.g. `decorations=gps`). */
        StatDecorations: string[];
        /** @description Only objects with one of these tags, comma-separated tag IDs. */
        TagIds: string[];
        /** @description Only objects with one of these tags or their descendants, comma-separated parent tag IDs. */
        ParentTagIds: string[];
        /** @description Only these vehicles, comma-separated vehicle IDs. */
        VehicleIds: string[];
        /**
         * @description Unix epoch time in seconds at which the notification was sent. Part of the signed message.
         * @example 1700000000
         */
        ServiceTimestamp: string;
        /** @description `v1=` followed by the lowercase hexadecimal HMAC-SHA256 of `v1:<timestamp>:<raw body>`, keyed with the Base64-decoded webhook secret. `v1` is the only version; any other prefix means the request is not from the service. */
        ServiceSignature: string;
        /** @description ID of the notification (for support). Equals the body's `eventId` in the shown notification. */
        ServiceRequest: string;
        /** @description ID of the organization (for support). */
        ServiceOrgId: string;
        /** @description Type of the notification (`Alert` in the delivery the reference shows). */
        ServiceEventType: string;
        /** @description Always `Service-Webhook/` followed by an opaque string. Not a means of verification, because it can be spoofed. */
        ServiceUserAgent: string;
        /** @description Always `application/json` (also stated by the request body's media type). */
        ServiceContentType: "application/json";
    };
    requestBodies: {
        /** @description A JSON body. Its shape is not shown in the reference. */
        UnspecifiedJson: {
            content: {
                "application/json": unknown;
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listFleetVehicles: {
        parameters: {
            query?: {
                /** @description Cursor. Omit it (or send an empty string) for the first page; afterwards send the previous page's `endCursor`, with every other parameter unchanged. Cursors expire after 30 days. */
                after?: components["parameters"]["After"];
                /** @description Number of objects per page. Default 512, maximum 512. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of vehicles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    followVehicleStatsFeed: {
        parameters: {
            query: {
                /** @description The statistics to return, comma-separated (e.g. `types=gps,engineStates`). */
                types: components["parameters"]["StatTypes"];
                /** @description Cursor. Omit it (or send an empty string) for the first page; afterwards send the previous page's `endCursor`, with every other parameter unchanged. Cursors expire after 30 days. */
                after?: components["parameters"]["After"];
                /** @description Only objects with one of these tags, comma-separated tag IDs. */
                tagIds?: components["parameters"]["TagIds"];
                /** @description Only objects with one of these tags or their descendants, comma-separated parent tag IDs. */
                parentTagIds?: components["parameters"]["ParentTagIds"];
                /** @description Only these vehicles, comma-separated vehicle IDs. */
                vehicleIds?: components["parameters"]["VehicleIds"];
                /** @description Statistics added to each event of the requested `types`, comma-separated, at most 2 (e.g. `decorations=gps`). */
                decorations?: components["parameters"]["StatDecorations"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics updated since the cursor (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleStatsList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    followVehicleLocationsFeed: {
        parameters: {
            query?: {
                /** @description Cursor. Omit it (or send an empty string) for the first page; afterwards send the previous page's `endCursor`, with every other parameter unchanged. Cursors expire after 30 days. */
                after?: components["parameters"]["After"];
                /** @description Only objects with one of these tags, comma-separated tag IDs. */
                tagIds?: components["parameters"]["TagIds"];
                /** @description Only objects with one of these tags or their descendants, comma-separated parent tag IDs. */
                parentTagIds?: components["parameters"]["ParentTagIds"];
                /** @description Only these vehicles, comma-separated vehicle IDs. */
                vehicleIds?: components["parameters"]["VehicleIds"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations reported since the cursor (possibly none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleLocationsList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    listVehicles: {
        parameters: {
            query?: {
                /** @description Cursor. Omit it (or send an empty string) for the first page; afterwards send the previous page's `endCursor`, with every other parameter unchanged. Cursors expire after 30 days. */
                after?: components["parameters"]["After"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of vehicles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    listDriverVehicleAssignments: {
        parameters: {
            query: {
                /** @description Select the assignments by driver or by vehicle. */
                filterBy: components["parameters"]["FilterBy"];
                /** @description Cursor. Omit it (or send an empty string) for the first page; afterwards send the previous page's `endCursor`, with every other parameter unchanged. Cursors expire after 30 days. */
                after?: components["parameters"]["After"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of assignments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverVehicleAssignmentList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    createDriver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriverCreateRequest"];
            };
        };
        responses: {
            /** @description The created driver. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverResponse"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreateRequest"];
            };
        };
        responses: {
            /** @description The registered webhook, with its secret key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetAddressesByAddressId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1DeleteAddressesByAddressId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchAddressesByAddressId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetContactsByContactId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contact_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostAddAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetAssets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetAssetsByAssetIdLocations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetAssetsByAssetIdReefer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetAssetsLocations: {
        parameters: {
            query?: {
                /** @description Legacy pagination. The previous page's `pagination.endCursor`, to continue after it. Mutually exclusive with `endingBefore`. */
                startingAfter?: components["parameters"]["StartingAfter"];
                /** @description Legacy pagination. A page's `pagination.startCursor`, to return the objects before it. Mutually exclusive with `startingAfter`. */
                endingBefore?: components["parameters"]["EndingBefore"];
                /** @description Legacy pagination. Number of objects per page, used with `startingAfter` or `endingBefore`. */
                limit?: components["parameters"]["LegacyLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list (legacy pagination). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyAssetLocationList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetAssetsReefers: {
        parameters: {
            query?: {
                /** @description Legacy pagination. The previous page's `pagination.endCursor`, to continue after it. Mutually exclusive with `endingBefore`. */
                startingAfter?: components["parameters"]["StartingAfter"];
                /** @description Legacy pagination. A page's `pagination.startCursor`, to return the objects before it. Mutually exclusive with `startingAfter`. */
                endingBefore?: components["parameters"]["EndingBefore"];
                /** @description Legacy pagination. Number of objects per page, used with `startingAfter` or `endingBefore`. */
                limit?: components["parameters"]["LegacyLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list (legacy pagination). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyReeferList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDispatchRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostDispatchRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDispatchRoutesByRouteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The route's ID, or its external ID (the reference lists `{route_id}` and `{route_external_id}` templates for this path; one OpenAPI path accepts either). */
                route_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PutDispatchRoutesByRouteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The route's ID, or its external ID (the reference lists `{route_id}` and `{route_external_id}` templates for this path; one OpenAPI path accepts either). */
                route_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1DeleteDispatchRoutesByRouteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The route's ID, or its external ID (the reference lists `{route_id}` and `{route_external_id}` templates for this path; one OpenAPI path accepts either). */
                route_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDispatchRoutesByRouteIdHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The route's ID, or its external ID (the reference lists `{route_id}` and `{route_external_id}` templates for this path; one OpenAPI path accepts either). */
                route_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDispatchRoutesJobUpdates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDrivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostDrivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversByDriverId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The driver's ID, or its external ID (the reference lists `{driver_id}` and `{external_driver_id}` templates for this path; one OpenAPI path accepts either). */
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostDriversByDriverId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The driver's ID, or its external ID (the reference lists `{driver_id}` and `{external_driver_id}` templates for this path; one OpenAPI path accepts either). */
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1DeleteDriversByDriverId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The driver's ID, or its external ID (the reference lists `{driver_id}` and `{external_driver_id}` templates for this path; one OpenAPI path accepts either). */
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchDriversByDriverId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The driver's ID, or its external ID (the reference lists `{driver_id}` and `{external_driver_id}` templates for this path; one OpenAPI path accepts either). */
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversByDriverIdDispatchRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostDriversByDriverIdDispatchRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostDriversByDriverIdDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversByDriverIdDocumentsByDocumentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1DeleteDriversByDriverIdDocumentsByDocumentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
                document_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversByDriverIdHosCertifiedDailyLogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchDriversByDriverIdHosCertifiedDailyLogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversByDriverIdHosDailyLogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostDriversByDriverIdHosDailyLogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchDriversByDriverIdHosDailyLogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversByDriverIdHosAuditLogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostDriversByDriverIdHosDutyStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversByDriverIdLogEdits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversByDriverIdSafetyScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostDriversCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1DeleteDriversCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchDriversCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversDocumentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversInactive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversInactiveByDriverId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The driver's ID, or its external ID (the reference lists `{driver_id}` and `{external_driver_id}` templates for this path; one OpenAPI path accepts either). */
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PutDriversInactiveByDriverId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The driver's ID, or its external ID (the reference lists `{driver_id}` and `{external_driver_id}` templates for this path; one OpenAPI path accepts either). */
                driver_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetDriversSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostDriversSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetHosAuthenticationLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostHosAuthenticationLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetHosLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostHosLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetHosLogsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostHosLogsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetHosAuditLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetHosLogEdits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetList: {
        parameters: {
            query?: {
                /** @description Legacy pagination. The previous page's `pagination.endCursor`, to continue after it. Mutually exclusive with `endingBefore`. */
                startingAfter?: components["parameters"]["StartingAfter"];
                /** @description Legacy pagination. A page's `pagination.startCursor`, to return the objects before it. Mutually exclusive with `startingAfter`. */
                endingBefore?: components["parameters"]["EndingBefore"];
                /** @description Legacy pagination. Number of objects per page, used with `startingAfter` or `endingBefore`. */
                limit?: components["parameters"]["LegacyLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list (legacy pagination). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyVehicleList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetMaintenanceDvirs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostMaintenanceDvirs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetMaintenanceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostMaintenanceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostSetData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetTrailersByTrailerIdAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trailerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetTrailersAssignments: {
        parameters: {
            query?: {
                /** @description Legacy pagination. The previous page's `pagination.endCursor`, to continue after it. Mutually exclusive with `endingBefore`. */
                startingAfter?: components["parameters"]["StartingAfter"];
                /** @description Legacy pagination. A page's `pagination.startCursor`, to return the objects before it. Mutually exclusive with `startingAfter`. */
                endingBefore?: components["parameters"]["EndingBefore"];
                /** @description Legacy pagination. Number of objects per page, used with `startingAfter` or `endingBefore`. */
                limit?: components["parameters"]["LegacyLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list (legacy pagination). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyTrailerAssignmentList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetTrips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostTrips: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetUnassignedDrivingLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetUnassignedDrivingSegments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetUnassignedDrivingSegmentsBySegmentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                segment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchUnassignedDrivingSegmentsBySegmentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                segment_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetVehiclesByVehicleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vehicle's ID, or its external ID (the reference lists `{vehicle_id}` and `{external_vehicle_id}` templates for this path; one OpenAPI path accepts either). */
                vehicle_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchVehiclesByVehicleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The vehicle's ID, or its external ID (the reference lists `{vehicle_id}` and `{external_vehicle_id}` templates for this path; one OpenAPI path accepts either). */
                vehicle_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetVehiclesByVehicleIdDispatchRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostVehiclesByVehicleIdDispatchRoutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetVehiclesByVehicleIdLocations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetVehiclesByVehicleIdSafetyHarshEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetVehiclesByVehicleIdSafetyScore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetVehiclesByVehicleIdUnassignedDrivingLogs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vehicle_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetVehiclesLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetVehiclesStats: {
        parameters: {
            query?: {
                /** @description Legacy pagination. The previous page's `pagination.endCursor`, to continue after it. Mutually exclusive with `endingBefore`. */
                startingAfter?: components["parameters"]["StartingAfter"];
                /** @description Legacy pagination. A page's `pagination.startCursor`, to return the objects before it. Mutually exclusive with `startingAfter`. */
                endingBefore?: components["parameters"]["EndingBefore"];
                /** @description Legacy pagination. Number of objects per page, used with `startingAfter` or `endingBefore`. */
                limit?: components["parameters"]["LegacyLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list (legacy pagination). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyVehicleStatsList"];
                };
            };
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetVehiclesStatsExpanded: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostIndustrialCsvImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialDataByDataInputId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dataInputId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMachines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMachinesByMachineId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                machineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMachinesByMachineIdForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                machineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostIndustrialMachinesByMachineIdForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                machineId: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMachinesByMachineIdForms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                machineId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostIndustrialMachinesByMachineIdForms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                machineId: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMesLines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMesRecipes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMesRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMesRunsLineByLineId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The MES line's ID, or its external ID (the reference lists `{line_id}` and `{external_line_id}`; one OpenAPI path accepts either). */
                line_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMesWorkOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostIndustrialMesWorkOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialMesWorkOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The work order's ID, or its external ID (the reference lists `{id}` and `{external_work_order_id}`; one OpenAPI path accepts either). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1DeleteIndustrialMesWorkOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The work order's ID, or its external ID (the reference lists `{id}` and `{external_work_order_id}`; one OpenAPI path accepts either). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchIndustrialMesWorkOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The work order's ID, or its external ID (the reference lists `{id}` and `{external_work_order_id}`; one OpenAPI path accepts either). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialVisionCameras: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialVisionCamerasByCameraIdPrograms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialVisionRunCameraByCameraId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialVisionRunCameraByCameraIdProgramByProgramId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
                programId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialVisionRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialVisionRunsByCameraId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetIndustrialVisionRunsByCameraIdAndProgramIdAndStartedAtMs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cameraId: string;
                programId: string;
                startedAtMs: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostMachinesHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostMachinesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetSensorsCargo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostSensorsCargo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetSensorsDoor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostSensorsDoor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostSensorsHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetSensorsHumidity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostSensorsHumidity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetSensorsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostSensorsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetSensorsTemperature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostSensorsTemperature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetTagsByTagId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PutTagsByTagId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1DeleteTagsByTagId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchTagsByTagId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tagId: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetUserRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PostUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1GetUsersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1DeleteUsersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    v1PatchUsersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["UnspecifiedJson"];
        responses: {
            200: components["responses"]["UnspecifiedJson"];
            "4XX": components["responses"]["ApiError"];
            "5XX": components["responses"]["ApiError"];
        };
    };
    receiveAlertNotification: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Unix epoch time in seconds at which the notification was sent. Part of the signed message.
                 * @example 1700000000
                 */
                "X-Service-Timestamp": components["parameters"]["ServiceTimestamp"];
                /** @description `v1=` followed by the lowercase hexadecimal HMAC-SHA256 of `v1:<timestamp>:<raw body>`, keyed with the Base64-decoded webhook secret. `v1` is the only version; any other prefix means the request is not from the service. */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description ID of the notification (for support). Equals the body's `eventId` in the shown notification. */
                "X-Service-Request": components["parameters"]["ServiceRequest"];
                /** @description ID of the organization (for support). */
                "X-Service-Org-Id": components["parameters"]["ServiceOrgId"];
                /** @description Type of the notification (`Alert` in the delivery the reference shows). */
                "X-Service-Event-Type": components["parameters"]["ServiceEventType"];
                /** @description Always `Service-Webhook/` followed by an opaque string. Not a means of verification, because it can be spoofed. */
                "User-Agent": components["parameters"]["ServiceUserAgent"];
                /** @description Always `application/json` (also stated by the request body's media type). */
                "Content-Type": components["parameters"]["ServiceContentType"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertNotification"];
            };
        };
        responses: {
            /** @description Rejected by the receiver (the reference's sample handler answers 400 for a body that is not JSON, missing signature headers, a signature mismatch and an unrecognised alertConditionId). A delivery error; the service retries. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Accepted. Answer as soon as the contents are validated. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, including redirects (which are not followed), is a delivery error and triggers the retry rules (reference 6.4, 7). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receivePingNotification: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Unix epoch time in seconds at which the notification was sent. Part of the signed message.
                 * @example 1700000000
                 */
                "X-Service-Timestamp": components["parameters"]["ServiceTimestamp"];
                /** @description `v1=` followed by the lowercase hexadecimal HMAC-SHA256 of `v1:<timestamp>:<raw body>`, keyed with the Base64-decoded webhook secret. `v1` is the only version; any other prefix means the request is not from the service. */
                "X-Service-Signature": components["parameters"]["ServiceSignature"];
                /** @description ID of the notification (for support). Equals the body's `eventId` in the shown notification. */
                "X-Service-Request": components["parameters"]["ServiceRequest"];
                /** @description ID of the organization (for support). */
                "X-Service-Org-Id": components["parameters"]["ServiceOrgId"];
                /** @description Type of the notification (`Alert` in the delivery the reference shows). */
                "X-Service-Event-Type": components["parameters"]["ServiceEventType"];
                /** @description Always `Service-Webhook/` followed by an opaque string. Not a means of verification, because it can be spoofed. */
                "User-Agent": components["parameters"]["ServiceUserAgent"];
                /** @description Always `application/json` (also stated by the request body's media type). */
                "Content-Type": components["parameters"]["ServiceContentType"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PingNotification"];
            };
        };
        responses: {
            /** @description Rejected by the receiver (the reference's sample handler answers 400 for a body that is not JSON, missing signature headers, a signature mismatch and an unrecognised alertConditionId). A delivery error; the service retries. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Accepted. Answer as soon as the contents are validated. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other status, including redirects (which are not followed), is a delivery error and triggers the retry rules (reference 6.4, 7). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
