import { answered, type Api } from '../transport.js'
import type { NewsletterSubscription } from '../types.js'

/** The weekly newsletter. */
export class Newsletter {
  constructor(private readonly api: Api) {}

  /**
   * Subscribes `{ name, email }` (double opt-in: a confirmation mail follows). The answer is the
   * same message whether or not the address was subscribed already.
   */
  async subscribe(subscription: NewsletterSubscription): Promise<string> {
    const body = subscription
    return (await answered(this.api.POST('/api/newsletter/subscribe', { body }))).data.message
  }
}
