// Settings › Certificates and proxy of the current workspace, as the local server shows them (names,
// subjects, expiry, fingerprints; never keys or passwords). Loaded when the workspace is known, so
// the response panel can say when a send went without verifying certificates.
import {
  messageOf,
  OutboundSettingsViewSchema,
  type CaCertificateInput,
  type ClientCertificateInput,
  type OutboundGeneralInput,
  type OutboundSettingsView,
} from '@courier/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { apiCall, jsonBody } from '../../lib/api.js';

export interface OutboundSettingsState {
  workspaceId?: string;
  view?: OutboundSettingsView;
  /** Why the settings could not be read (hosted mode refuses them, in its own words). */
  loadError?: string;
}

const outboundSettingsStore = createStore<OutboundSettingsState>()(() => ({}));

export function useOutboundSettings<T>(selector: (state: OutboundSettingsState) => T): T {
  return useStore(outboundSettingsStore, selector);
}

const path = (workspaceId: string, rest = '') => `/outbound-settings/${encodeURIComponent(workspaceId)}${rest}`;

/** Reads the workspace's settings; a refusal is kept for the Settings section to show. */
export async function loadOutboundSettings(workspaceId: string): Promise<void> {
  outboundSettingsStore.setState({ workspaceId, view: undefined, loadError: undefined });
  try {
    const { data } = await apiCall(path(workspaceId), OutboundSettingsViewSchema);
    if (outboundSettingsStore.getState().workspaceId === workspaceId) outboundSettingsStore.setState({ view: data });
  } catch (thrown) {
    if (outboundSettingsStore.getState().workspaceId === workspaceId) {
      outboundSettingsStore.setState({ loadError: messageOf(thrown) });
    }
  }
}

/** One change, answered with the settings as saved; throws the server's words when refused. */
async function change(rest: string, init: RequestInit): Promise<void> {
  const { workspaceId } = outboundSettingsStore.getState();
  if (!workspaceId) throw new Error('Open a workspace first: certificates and proxy are kept per workspace');
  const { data } = await apiCall(path(workspaceId, rest), OutboundSettingsViewSchema, init);
  if (outboundSettingsStore.getState().workspaceId === workspaceId) outboundSettingsStore.setState({ view: data });
}

export const saveOutboundGeneral = (input: OutboundGeneralInput) => change('/general', jsonBody('PUT', input));
export const addClientCertificate = (input: ClientCertificateInput) =>
  change('/client-certificates', jsonBody('POST', input));
export const addCaCertificate = (input: CaCertificateInput) => change('/ca-certificates', jsonBody('POST', input));
export const removeCertificate = (kind: 'client' | 'ca', id: string) =>
  change(`/${kind === 'client' ? 'client' : 'ca'}-certificates/${encodeURIComponent(id)}`, { method: 'DELETE' });
