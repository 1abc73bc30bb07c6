import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { Button } from './button';
import { Textarea } from './textarea';

interface ReplyFormProps {
  /** The textarea's id, unique on the page. */
  id: string;
  /** Its name for screen readers, e.g. "Mağaza yanıtı". */
  label: string;
  placeholder: string;
  /** The reply already given; the button then corrects it. */
  current: string | null;
  maxLength: number;
  /** The API's body schema, whose `field` holds the text: the form checks what the server will. */
  schema: z.ZodType<Record<string, string>>;
  field: string;
  /** Sends the checked text; a success's message is shown (a failure is the API client's to show). */
  send: (text: string) => Promise<{ data?: { message: string } }>;
  sending: boolean;
}

/** A store's one reply under something a buyer wrote (a review, a question); sending again corrects it. */
export function ReplyForm({ id, label, placeholder, current, maxLength, schema, field, send, sending }: ReplyFormProps) {
  const [text, setText] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse({ [field]: text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Yanıt gerekli.');
      return;
    }
    setProblem(null);
    const result = await send(parsed.data[field]!);
    if (result.data) toast.success(result.data.message);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={maxLength}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <Button type="submit" size="sm" loading={sending}>
        {current ? 'Yanıtı güncelle' : 'Yanıtla'}
      </Button>
    </form>
  );
}
