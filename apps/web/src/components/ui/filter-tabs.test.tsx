import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterTabs } from './filter-tabs';

type Status = 'unanswered' | 'answered' | 'all';
const tabs: Array<[Status, string]> = [
  ['unanswered', 'Yanıt bekleyen'],
  ['answered', 'Yanıtlanan'],
  ['all', 'Tümü'],
];

function QuestionTabs({ counts }: { counts?: Record<Status, number> }) {
  const [status, setStatus] = useState<Status>('unanswered');
  return <FilterTabs label="Soru durumu" tabs={tabs} value={status} onChange={setStatus} counts={counts} />;
}

describe('FilterTabs', () => {
  it('shows which tab is chosen and moves the choice on a click', async () => {
    render(<QuestionTabs />);
    expect(screen.getByRole('tablist', { name: 'Soru durumu' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Yanıt bekleyen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tümü' })).toHaveAttribute('aria-selected', 'false');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Tümü' }));
    expect(screen.getByRole('tab', { name: 'Tümü' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Yanıt bekleyen' })).toHaveAttribute('aria-selected', 'false');
  });

  it('adds each tab’s count, Turkish style, once it is known', () => {
    render(<QuestionTabs counts={{ unanswered: 3, answered: 1250, all: 1253 }} />);
    expect(screen.getByRole('tab', { name: 'Yanıtlanan 1.250' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Yanıt bekleyen 3' })).toBeInTheDocument();
  });
});
