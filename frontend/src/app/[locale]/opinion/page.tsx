// docs/product.md#screens: /opinion is the same screen as /opinions.
export { default, metadata } from '../opinions/page'
