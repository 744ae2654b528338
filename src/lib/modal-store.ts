import { proxy, ref } from 'valtio';

export interface ModalAction {
  title: string;
  /** Runs when the button is pressed; the modal closes first. */
  onPress?: () => void;
  /** The primary action is styled as the main button. */
  primary?: boolean;
}

/** The global modal of spec section 2 (Other screens): title, text, submit and cancel titles, optional actions. */
export interface ModalConfig {
  title: string;
  text: string;
  /** Title of the default button; 'OK' (translated) when absent. Hidden when `actions` are given. */
  submitTitle?: string;
  /** When set, a second button that only closes the modal. */
  cancelTitle?: string;
  /** Custom buttons instead of the default one. */
  actions?: ModalAction[];
  /** Runs when the default button closes the modal. */
  onSubmit?: () => void;
  /**
   * Runs after the user closed the modal in any way (any button, Escape), after the button's own callback;
   * not when a newer modal replaces it or hideModal() closes it. E.g. leave a screen once a confirmation is read.
   */
  onClose?: () => void;
}

interface ModalState {
  config: ModalConfig | null;
  /** Changes with every showModal, so a new config with the same texts is still a new modal. */
  sequence: number;
}

export const modalState = proxy<ModalState>({ config: null, sequence: 0 });

/** Shows the modal (replacing one that is open) and scrolls the page to the top (spec section 2). */
export function showModal(config: ModalConfig): void {
  // ref(): callbacks and texts are not state to track deeply.
  modalState.config = ref({ ...config, actions: config.actions ? [...config.actions] : undefined });
  modalState.sequence += 1;
  window.scrollTo({ top: 0 });
}

export function hideModal(): void {
  modalState.config = null;
}
