export { CommentHistory } from './components/CommentHistory';
export { AddComment } from './components/AddComment';
export { CommentForm } from './components/CommentForm';
