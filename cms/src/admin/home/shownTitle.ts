/** An article's title as a link shows it: a draft autosaved before it had one still gets a name. */
export const shownTitle = (title: string | null | undefined) => title?.trim() || 'Untitled draft'
