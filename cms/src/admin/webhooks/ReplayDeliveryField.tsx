'use client'

import type { UIFieldClientComponent } from 'payload'

import { QueueDeliveryButton } from './QueueDeliveryButton'

/** The delivery's "Replay" button: the same body again, as a new delivery with a new message id. */
export const ReplayDeliveryField: UIFieldClientComponent = () => (
  <QueueDeliveryButton
    collection="webhook-deliveries"
    action="replay"
    heading="Replay"
    note="Sends this body again once it is delivered or failed, as a new delivery with a new message id, signed with the endpoint’s secrets of now."
    label="Replay delivery"
  />
)
