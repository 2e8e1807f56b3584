'use client'

import type { UIFieldClientComponent } from 'payload'

import { QueueDeliveryButton } from './QueueDeliveryButton'

/** The endpoint's "Send test event" button: a `webhook.test` delivery, logged like any other. */
export const SendTestEventField: UIFieldClientComponent = () => (
  <QueueDeliveryButton
    collection="webhook-endpoints"
    action="test"
    heading="Test event"
    note="Sends a signed webhook.test event to this endpoint, whatever it subscribes to."
    label="Send test event"
  />
)
