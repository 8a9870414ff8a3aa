import type { AlertNotification } from "../../generated/schema-types.js";

/** The alert conditions the reference shows (2.4); the service has more that it does not list. */
export const KNOWN_ALERT_CONDITION_IDS = ["DeviceLocationInsideGeofence", "DeviceSpeedAboveSpeedLimit"] as const;

export type KnownAlertConditionId = (typeof KNOWN_ALERT_CONDITION_IDS)[number];

/** An alert whose condition is one the reference documents. */
export type KnownAlertNotification = AlertNotification & {
  event: AlertNotification["event"] & { alertConditionId: KnownAlertConditionId };
};

export function isKnownAlertCondition(notification: AlertNotification): notification is KnownAlertNotification {
  return (KNOWN_ALERT_CONDITION_IDS as readonly string[]).includes(notification.event.alertConditionId);
}
