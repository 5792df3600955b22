// What other features may use of the blog; everything else in it is private.
export { PostBody } from './components/post-body';
