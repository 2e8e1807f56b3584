'use client'

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import { useEffect, useState } from 'react'

import { CAROUSEL_INTERVAL_MS } from '@blockwise/shared'

import { PLACEHOLDER_IMAGE } from './articleImage'
import { ArticleLink } from './ArticleLink'
import { AuthorByline } from './AuthorAvatar'
import type { CarouselSlide } from './carouselSlides'
import { SafeImage } from './SafeImage'
import { TypeBadge } from './TypeBadge'
import styles from './FeaturedCarousel.module.css'

interface FeaturedCarouselProps {
  slides: CarouselSlide[]
}

/** Whether the reader asked their system for less motion, following changes to that setting. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}

/**
 * docs/product.md#screens, #states: index ±1 modulo the count, auto-advancing every 3000 ms unless paused: by hover or
 * focus, by the reader's pause button (WCAG 2.2.2), or by default under reduced motion, where only
 * the play button starts it.
 */
export function FeaturedCarousel({ slides }: FeaturedCarouselProps) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [playChoice, setPlayChoice] = useState<boolean | null>(null)
  const reducedMotion = usePrefersReducedMotion()
  const playing = playChoice ?? !reducedMotion
  const count = slides.length
  const paused = hovered || focused || !playing

  useEffect(() => {
    if (count <= 1 || paused) return
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      CAROUSEL_INTERVAL_MS,
    )
    return () => clearInterval(timer)
  }, [count, paused])

  if (count === 0) return null
  const go = (next: number) => setIndex(((next % count) + count) % count)

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured stories"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      data-paused={paused}
    >
      <div className={styles.slides} aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, position) => {
          const { src, srcSet, alt } = slide.image
          return (
            <article
              key={slide.id}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              hidden={position !== index}
            >
              <SafeImage
                src={src}
                srcSet={srcSet}
                sizes="(min-width: 1024px) 66vw, 100vw"
                alt={alt}
                width={1600}
                height={900}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                className={styles.image}
                fallbackSrc={PLACEHOLDER_IMAGE}
              />
              <div className={styles.overlay}>
                <TypeBadge type={slide.articleType} className={styles.badge} />
                <h2 className={styles.title}>
                  <ArticleLink slug={slide.slug}>{slide.title}</ArticleLink>
                </h2>
                <p className={styles.excerpt}>{slide.excerpt}</p>
                <span className={styles.author}>
                  <AuthorByline author={slide.author} size={28} />
                  <span>· {slide.readTime} min read</span>
                </span>
              </div>
            </article>
          )
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
            onClick={() => setPlayChoice(!playing)}
          >
            {playing ? <SvgIcon icon={Pause} /> : <SvgIcon icon={Play} />}
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
          >
            <SvgIcon icon={ChevronLeft} />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${position + 1}`}
                aria-current={position === index}
                onClick={() => go(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next slide"
            onClick={() => go(index + 1)}
          >
            <SvgIcon icon={ChevronRight} />
          </button>
        </div>
      )}
    </section>
  )
}
