import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Content placed at the end of the tab strip (actions such as Copy and Download). */
  trailing?: ReactNode;
  className?: string;
}

/** Accessible tabs (arrow keys, roving focus) from react-aria; the caller owns the selection. */
export function Tabs({ label, items, selected, onSelect, trailing, className }: TabsProps) {
  return (
    <AriaTabs
      className={`tabs ${className ?? ''}`}
      selectedKey={selected}
      onSelectionChange={(key: Key) => onSelect(String(key))}
    >
      <div className="tab-strip">
        <TabList aria-label={label} className="tab-list" items={items}>
          {(item) => (
            <Tab id={item.id} className="tab">
              {item.label}
            </Tab>
          )}
        </TabList>
        {trailing ? <div className="tab-trailing">{trailing}</div> : null}
      </div>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="tab-panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
