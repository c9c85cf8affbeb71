/**
 * The catalogue's filter panel (doc 3 §2): business functions, data sources and types, each a group of
 * checkboxes. Props only: the page keeps the filters in the URL. Beside the list on a wide screen, in a
 * drawer on a phone.
 */
import { Checkbox, Stack } from '@mantine/core';
import type { CatalogueFacets, CatalogueFilters, FacetKey } from '../../domain/data-app-catalogue';
import { DATA_APPS_PAGE } from './messages';

export interface FilterPanelProps {
  facets: CatalogueFacets;
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
}

const GROUPS: readonly { key: FacetKey; label: string }[] = [
  { key: 'businessFunctions', label: DATA_APPS_PAGE.businessFunctions },
  { key: 'dataSources', label: DATA_APPS_PAGE.dataSources },
  { key: 'types', label: DATA_APPS_PAGE.types },
];

export function FilterPanel({ facets, filters, onChange }: FilterPanelProps) {
  return (
    <Stack gap="lg">
      {GROUPS.map(({ key, label }) => (
        <Checkbox.Group key={key} label={label} value={filters[key]} onChange={(value) => onChange({ ...filters, [key]: value })}>
          <Stack gap={6} mt="xs">
            {facets[key].map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} size="sm" />
            ))}
          </Stack>
        </Checkbox.Group>
      ))}
    </Stack>
  );
}
