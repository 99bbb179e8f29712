/**
 * Asks before a step that cannot be undone: what it does, "Go back" and the
 * destructive button that takes it.
 */
import { Button, Flex, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export default function ConfirmModal( {
	title,
	message,
	confirmLabel,
	onConfirm,
	onCancel,
}: {
	title: string;
	message: string;
	confirmLabel: string;
	onConfirm: () => void;
	onCancel: () => void;
} ) {
	return (
		<Modal title={ title } onRequestClose={ onCancel } size="small">
			<p>{ message }</p>
			<Flex justify="flex-end">
				<Button
					variant="tertiary"
					onClick={ onCancel }
					__next40pxDefaultSize
				>
					{ __( 'Go back', 'rueda' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive
					onClick={ onConfirm }
					__next40pxDefaultSize
				>
					{ confirmLabel }
				</Button>
			</Flex>
		</Modal>
	);
}
