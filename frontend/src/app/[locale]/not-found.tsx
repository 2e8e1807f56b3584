/** Drawn by the browser on a client-side navigation; a reader's 404 gets not-found-screens/ (decision 0038). */
export { PageNotFound as default } from '@/components/notFound/NotFoundScreens'
