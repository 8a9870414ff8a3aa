import { randomUUID } from "node:crypto";
import type { AlertEvent, AlertNotification, PingNotification } from "../../generated/schema-types.js";
import { WebhookConfigError } from "./errors.js";
import { checkValidator, type NotificationValidator } from "./notification-schema.js";

export interface NotificationEnvelopeOptions {
  /** Default: a fresh UUID, so each built notification is a new event. */
  eventId?: string;
  /** Default: now, in epoch milliseconds. */
  eventMs?: number;
  /** The spec's notification schema (`fleetkit/webhooks` binds the bundled one): a built notification it rejects is refused. */
  validateNotification?: NotificationValidator;
}

export interface CreateAlertOptions extends NotificationEnvelopeOptions {
  /** Fields over the default geofence alert; `alertConditionId` picks the condition. */
  event?: Partial<AlertEvent>;
}

function checked<T>(
  schema: "AlertNotification" | "PingNotification",
  notification: T,
  options: NotificationEnvelopeOptions,
): T {
  const result = checkValidator(options.validateNotification)?.(notification) ?? { valid: true };
  if (!result.valid) {
    const issue = result.errors[0];
    throw new WebhookConfigError(
      "invalid_notification",
      `The built ${schema} is invalid: ${issue?.message ?? "unknown reason"}. Use deliverWebhook's body option to send invalid payloads on purpose.`,
    );
  }
  return notification;
}

/** The notification the dashboard's Test button sends (reference 2.5, 6.2). */
export function createPing(options: NotificationEnvelopeOptions = {}): PingNotification {
  return checked(
    "PingNotification",
    {
      eventId: options.eventId ?? randomUUID(),
      eventMs: options.eventMs ?? Date.now(),
      eventType: "Ping",
      event: { text: "Ping" },
    },
    options,
  );
}

/** An Alert notification in the shape the reference shows for a geofence condition (2.4). */
export function createAlert(options: CreateAlertOptions = {}): AlertNotification {
  const eventMs = options.eventMs ?? Date.now();
  const event: AlertEvent = {
    alertEventUrl: "https://fleet.example.com/alerts/incidents/1",
    alertConditionDescription: "Vehicle is inside geofence",
    alertConditionId: "DeviceLocationInsideGeofence",
    details: "Truck 12 entered Depot North.",
    device: { id: 212014918086169, name: "Truck 12", serial: "GFRV-43N-VGX", vin: "1FUJA6CK14LM94383" },
    orgId: 1,
    resolved: false,
    startMs: eventMs,
    summary: "Truck 12 is inside Depot North.",
    ...options.event,
  } as AlertEvent;
  return checked(
    "AlertNotification",
    {
      eventId: options.eventId ?? randomUUID(),
      eventMs,
      eventType: "Alert",
      event,
    },
    options,
  );
}
