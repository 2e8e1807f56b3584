'use client'

import type { UIFieldClientComponent } from 'payload'

export const SeoTitleReview: UIFieldClientComponent = () => null
