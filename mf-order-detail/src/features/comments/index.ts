export { CommentHistory } from './components/CommentHistory';
export { AddComment } from './components/AddComment';
