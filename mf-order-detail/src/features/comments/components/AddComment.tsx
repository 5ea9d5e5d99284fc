import { Section } from '../../../components/Section';
import { CommentForm, type CommentFormProps } from './CommentForm';

export type AddCommentProps = Omit<CommentFormProps, 'idPrefix' | 'focusOnMount' | 'onSaved'>;

/** 'Add Comment Below': the comment form in its place in the spec's order of sections. */
export function AddComment(props: AddCommentProps) {
  return (
    <Section id="add-comment" title="Add Comment Below">
      <CommentForm {...props} idPrefix="comment" />
    </Section>
  );
}
