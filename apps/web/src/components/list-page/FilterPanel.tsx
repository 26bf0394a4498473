import { Badge, Button } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import classes from './FilterPanel.module.css';

/**
 * A list's filters: beside its search box on wider screens; on a phone, behind a `Filters` button that
 * says how many are in use, so the first screen shows records rather than empty boxes.
 */
export function FilterPanel({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        hiddenFrom="sm"
        variant="default"
        // Named in words: the badge's bare number would read "Filters1".
        aria-label={activeCount > 0 ? `Filters, ${activeCount} in use` : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        rightSection={
          activeCount > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {activeCount}
            </Badge>
          ) : null
        }
      >
        Filters
      </Button>
      <div id={panelId} className={open ? classes.panel : `${classes.panel} ${classes.closed}`}>
        {children}
      </div>
    </>
  );
}
