/**
 * wp-admin → Rueda → Fitting: the bands of rim sizes, each with the workshop
 * services a tyre is fitted with and their prices per tyre. The first band
 * of a tyre's category that covers its rim applies, else the first for every
 * tyre; bands of the same tyres must not share a rim size (the server says
 * which). One button saves; refused fields show the server's message under
 * them; leaving with unsaved changes asks first.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	Panel,
	Spinner,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import FieldError from '../settings/field-error';
import SaveBar from '../settings/save-bar';
import { move, removeAt, replaceAt } from '../settings/list';
import { useSettingsGroup } from '../settings/use-settings-group';
import { useWarnBeforeLeaving } from '../settings/use-warn-before-leaving';
import Snackbars, { useNotify } from '../shared/snackbars';
import BandPanel from './band-panel';
import { NEW_BAND } from './bands';
import {
	FITTING_SETTINGS_PATH,
	type FittingPageData,
	type FittingSettings,
} from './types';

export default function FittingScreen( { page }: { page: FittingPageData } ) {
	const group = useSettingsGroup< FittingSettings >( FITTING_SETTINGS_PATH );
	const { draft, errors, change, isDirty, loadError } = group;
	const [ isSaving, setIsSaving ] = useState( false );
	const notify = useNotify();

	useWarnBeforeLeaving( isDirty );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	}
	if ( ! draft ) {
		return <Spinner />;
	}

	const save = async () => {
		setIsSaving( true );
		try {
			await group.save();
			notify( __( 'Fitting bands saved.', 'rueda' ) );
		} catch ( error ) {
			notify(
				( error as { message?: string } )?.message ??
					__( 'The fitting bands could not be saved.', 'rueda' ),
				true
			);
		} finally {
			setIsSaving( false );
		}
	};
	const { bands } = draft;

	return (
		<form
			className="rueda-settings rueda-fitting"
			onSubmit={ ( event ) => {
				event.preventDefault();
				save();
			} }
		>
			<Card>
				<CardHeader>
					<h2>{ __( 'Fitting bands', 'rueda' ) }</h2>
				</CardHeader>
				<CardBody>
					<p className="description">
						{ __(
							'Shoppers can buy a tyre fitted at the workshop when a band covers its rim size: its services are added with it, at these prices per tyre, and the order is collected at the workshop. A tyre no band covers is sold without fitting.',
							'rueda'
						) }
					</p>
					<FieldError message={ errors.bands } />
					<Panel>
						{ bands.map( ( band, index ) => (
							<BandPanel
								key={ index }
								band={ band }
								index={ index }
								count={ bands.length }
								errors={ errors }
								page={ page }
								currency={ page.currency }
								onChange={ ( patch ) =>
									change( {
										bands: replaceAt( bands, index, patch ),
									} )
								}
								onMove={ ( delta ) =>
									change( {
										bands: move( bands, index, delta ),
									} )
								}
								onRemove={ () =>
									change( {
										bands: removeAt( bands, index ),
									} )
								}
							/>
						) ) }
					</Panel>
					<div>
						<Button
							variant="secondary"
							onClick={ () =>
								change( { bands: [ ...bands, NEW_BAND ] } )
							}
						>
							{ __( 'Add band', 'rueda' ) }
						</Button>
					</div>
				</CardBody>
			</Card>
			<SaveBar isDirty={ isDirty } isSaving={ isSaving } />
			<Snackbars />
		</form>
	);
}
