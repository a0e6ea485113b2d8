/** Renders the staff console at a path, with a fresh query cache, as the shell mounts it under /staff. */
import { getQueryClient } from '@littlegivers/shared/web/ui/RemoteRoot';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import StaffConsole from '../screens/StaffConsole';

export function renderConsoleAt(path: string) {
  getQueryClient().clear();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/staff/*" element={<StaffConsole />} />
      </Routes>
    </MemoryRouter>,
  );
}
