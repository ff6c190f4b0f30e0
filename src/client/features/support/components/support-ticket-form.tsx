import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { applyServerIssues } from '@/client/lib/form-errors';
import {
  supportIssueTypeLabels,
  supportIssueTypes,
  supportTicketInputSchema,
  type SupportTicketFormValues,
  type SupportTicketInput,
} from '@/shared/schemas/support';
import { useCreateSupportTicket } from '../api/create-support-ticket';

export const SUCCESS_TITLE = 'Support Ticket Created';
export const SUCCESS_TEXT = "We've received your ticket and will respond to your email shortly.";
const FAILURE_TEXT = 'Failed to create support ticket. Please try again.';

const emptyTicket = (email: string): SupportTicketFormValues => ({
  issueType: '' as SupportTicketFormValues['issueType'],
  email,
  summary: '',
  description: '',
});

/** The spec's 'Create Support Ticket' form; the e-mail starts as the signed-in address. */
export function SupportTicketForm({ signedInEmail, onCreated }: { signedInEmail: string; onCreated: () => void }) {
  const createTicket = useCreateSupportTicket();
  const form = useForm<SupportTicketFormValues, unknown, SupportTicketInput>({
    resolver: zodResolver(supportTicketInputSchema),
    defaultValues: emptyTicket(signedInEmail),
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(input: SupportTicketInput) {
    try {
      await createTicket.mutateAsync(input);
      toast.success(SUCCESS_TITLE, { description: SUCCESS_TEXT });
      onCreated();
    } catch (error) {
      applyServerIssues(form, error);
      toast.error('Error', { description: FAILURE_TEXT });
    }
  }

  function refuse() {
    toast.error('Validation Error', { description: 'Please fill in all required fields.' });
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit, refuse)(event)} className="space-y-4">
      <FormField label="Issue type" error={errors.issueType?.message}>
        <Select {...form.register('issueType')}>
          <option value="" disabled>
            Select an issue type
          </option>
          {supportIssueTypes.map((type) => (
            <option key={type} value={type}>
              {supportIssueTypeLabels[type]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Summary" error={errors.summary?.message}>
        <Input autoComplete="off" maxLength={255} {...form.register('summary')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={6} {...form.register('description')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit ticket'}
      </Button>
    </form>
  );
}
