import { Search } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'

import { SEARCH_PATH } from '@/lib/search/searchUrl'

import styles from './SearchForm.module.css'

interface SearchFormProps {
  /** Unique on the page: the input's id, which its label points to. */
  id: string
  /** The landmark's name, telling this search box from another on the same page. */
  name: string
  query?: string
  /** A type filter the search keeps when the words change. */
  type?: string
  variant: 'header' | 'page'
}

/**
 * A plain GET form to /search: it works before the framework's script arrives, or without it,
 * and needs none after. The search API judges the text (too long, control characters).
 */
export function SearchForm({ id, name, query, type, variant }: SearchFormProps) {
  return (
    <form
      role="search"
      aria-label={name}
      action={SEARCH_PATH}
      method="get"
      className={`${styles.form} ${styles[variant]}`}
    >
      <label htmlFor={id} className={variant === 'header' ? 'visually-hidden' : styles.label}>
        Search articles
      </label>
      <span className={styles.field}>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          placeholder={variant === 'header' ? 'Search…' : 'Words, a "phrase", -without'}
          autoComplete="off"
          enterKeyHint="search"
          className={styles.input}
        />
        {type && <input type="hidden" name="type" value={type} />}
        <button type="submit" className={styles.button}>
          <SvgIcon icon={Search} size={18} />
          <span className={variant === 'header' ? 'visually-hidden' : undefined}>Search</span>
        </button>
      </span>
    </form>
  )
}
