/**
 * An order's notes, newest first, and a form to add one (plain text).
 */
import {
	Button,
	CheckboxControl,
	TextareaControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { OrderNote } from './types';

type Props = {
	notes: OrderNote[];
	onAdd: ( note: string, customerVisible: boolean ) => Promise< boolean >;
};

const MAX_LENGTH = 1000;

export default function NotesPanel( { notes, onAdd }: Props ) {
	const [ text, setText ] = useState( '' );
	const [ customerVisible, setCustomerVisible ] = useState( false );
	const [ isSaving, setIsSaving ] = useState( false );

	const submit = async () => {
		setIsSaving( true );
		const added = await onAdd( text, customerVisible );
		setIsSaving( false );
		if ( added ) {
			setText( '' );
			setCustomerVisible( false );
		}
	};

	return (
		<>
			{ notes.length ? (
				<ol className="rueda-order__notes">
					{ notes.map( ( note ) => (
						<li
							key={ note.id }
							className={
								note.customer_visible ? 'is-customer' : ''
							}
						>
							<p className="rueda-order__note-text">
								{ note.note }
							</p>
							<p className="rueda-order__note-meta">
								{ [
									note.date_display,
									note.author &&
										sprintf(
											/* translators: %s: user name. */
											__( 'by %s', 'rueda' ),
											note.author
										),
									note.customer_visible &&
										__( 'note to the customer', 'rueda' ),
								]
									.filter( Boolean )
									.join( ' · ' ) }
							</p>
						</li>
					) ) }
				</ol>
			) : (
				<p>{ __( 'No notes yet.', 'rueda' ) }</p>
			) }
			<form
				className="rueda-order__note-form"
				onSubmit={ ( event ) => {
					event.preventDefault();
					submit();
				} }
			>
				<TextareaControl
					label={ __( 'Add a note', 'rueda' ) }
					value={ text }
					onChange={ setText }
					maxLength={ MAX_LENGTH }
					rows={ 3 }
					__nextHasNoMarginBottom
				/>
				<CheckboxControl
					label={ __( 'Note to the customer', 'rueda' ) }
					help={ __( 'The customer gets it by email.', 'rueda' ) }
					checked={ customerVisible }
					onChange={ setCustomerVisible }
					__nextHasNoMarginBottom
				/>
				<Button
					variant="secondary"
					type="submit"
					isBusy={ isSaving }
					disabled={ isSaving || ! text.trim() }
					__next40pxDefaultSize
				>
					{ __( 'Add note', 'rueda' ) }
				</Button>
			</form>
		</>
	);
}
