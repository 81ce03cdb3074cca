import { Stack, Tabs, Title } from '@mantine/core';
import { type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Page title of the area (spec 001 §2). */
export const FE_PAGE_TITLE = 'Field Executives';
/** The two area tabs and their routes. */
export const FE_TABS = [
  { label: 'Field Executive List', path: '/field-executives' },
  { label: 'Hub Management', path: '/field-executives/hub-management' },
] as const;

export interface FePageLayoutProps {
  /** Content above the tabs, under the title (the list's search and Add button); default none. */
  header?: ReactNode;
  /** The tab's content. */
  children: ReactNode;
}

/** "Field Executives" page: title, the area tabs (Field Executive List, Hub Management) as links, then the tab. */
export function FePageLayout({ header, children }: FePageLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = FE_TABS.find((t) => pathname.endsWith(t.path) && (t.path !== '/field-executives' || !pathname.endsWith('/hub-management')));
  return (
    <Stack p="sm" gap="sm" maw={1100} mx="auto">
      {header ?? <Title order={2}>{FE_PAGE_TITLE}</Title>}
      <Tabs
        value={current?.path ?? FE_TABS[0].path}
        onChange={(path) => {
          if (path && path !== current?.path) void navigate(path);
        }}
      >
        <Tabs.List grow>
          {FE_TABS.map((t) => (
            <Tabs.Tab key={t.path} value={t.path} mih={44}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  );
}
