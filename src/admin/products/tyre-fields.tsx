/**
 * What makes a tyre: its size, load and speed, season, ecovalor category, EU
 * label (with the snow and ice marks and the EPREL number of its information
 * sheet), and its barcode.
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { FieldErrors } from '../settings/use-settings-group';
import { CheckboxField, NumberField, SelectField, TextField } from './fields';
import type { ProductDraft, ProductsPageData } from './types';

type Props = {
	draft: ProductDraft;
	errors: FieldErrors;
	page: ProductsPageData;
	change: ( changes: Partial< ProductDraft > ) => void;
};

const choices = ( values: string[] ) =>
	values.map( ( value ) => ( { value, label: value } ) );

export default function TyreFields( { draft, errors, page, change }: Props ) {
	const none = __( '—', 'rueda' );
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Tyre', 'rueda' ) }</h2>
			</CardHeader>
			<CardBody className="rueda-products__grid">
				<TextField
					label={ __( 'Brand', 'rueda' ) }
					value={ draft.brand ?? '' }
					error={ errors.brand }
					onChange={ ( brand ) => change( { brand: brand || null } ) }
				/>
				<TextField
					label={ __( 'Model', 'rueda' ) }
					value={ draft.model ?? '' }
					error={ errors.model }
					onChange={ ( model ) => change( { model: model || null } ) }
				/>
				<NumberField
					label={ __( 'Width (mm)', 'rueda' ) }
					value={ draft.width }
					error={ errors.width }
					onChange={ ( width ) => change( { width } ) }
				/>
				<NumberField
					label={ __( 'Profile (%)', 'rueda' ) }
					value={ draft.profile }
					error={ errors.profile }
					onChange={ ( profile ) => change( { profile } ) }
				/>
				<NumberField
					label={ __( 'Rim diameter (inches)', 'rueda' ) }
					value={ draft.rim }
					error={ errors.rim }
					onChange={ ( rim ) => change( { rim } ) }
				/>
				<NumberField
					label={ __( 'Load index', 'rueda' ) }
					value={ draft.load_index }
					error={ errors.load_index }
					onChange={ ( loadIndex ) =>
						change( { load_index: loadIndex } )
					}
				/>
				<SelectField
					label={ __( 'Speed rating', 'rueda' ) }
					value={ draft.speed_rating }
					options={ choices( page.speedRatings ) }
					emptyLabel={ none }
					error={ errors.speed_rating }
					onChange={ ( speed ) => change( { speed_rating: speed } ) }
				/>
				<SelectField
					label={ __( 'Season', 'rueda' ) }
					value={ draft.season }
					options={ Object.entries( page.seasons ).map(
						( [ value, label ] ) => ( { value, label } )
					) }
					emptyLabel={ none }
					error={ errors.season }
					onChange={ ( season ) => change( { season } ) }
				/>
				<SelectField
					label={ __( 'Ecovalor category', 'rueda' ) }
					// Tyres saved without one pay as passenger car tyres.
					value={ draft.ecovalor_category ?? 'turismo' }
					options={ Object.entries( page.ecoCategories ).map(
						( [ value, label ] ) => ( { value, label } )
					) }
					error={ errors.ecovalor_category }
					onChange={ ( category ) =>
						change( { ecovalor_category: category } )
					}
				/>
				<SelectField
					label={ __( 'Fuel efficiency', 'rueda' ) }
					value={ draft.fuel_class }
					options={ choices( page.labelClasses ) }
					emptyLabel={ none }
					error={ errors.fuel_class }
					onChange={ ( fuel ) => change( { fuel_class: fuel } ) }
				/>
				<SelectField
					label={ __( 'Wet grip', 'rueda' ) }
					value={ draft.wet_grip_class }
					options={ choices( page.labelClasses ) }
					emptyLabel={ none }
					error={ errors.wet_grip_class }
					onChange={ ( wet ) => change( { wet_grip_class: wet } ) }
				/>
				<NumberField
					label={ __( 'Noise (dB)', 'rueda' ) }
					value={ draft.noise_db }
					error={ errors.noise_db }
					onChange={ ( noise ) => change( { noise_db: noise } ) }
				/>
				<SelectField
					label={ __( 'Noise class', 'rueda' ) }
					value={ draft.noise_class }
					options={ choices( page.noiseClasses ) }
					emptyLabel={ none }
					error={ errors.noise_class }
					onChange={ ( noise ) => change( { noise_class: noise } ) }
				/>
				<CheckboxField
					label={ __( 'Reinforced (XL)', 'rueda' ) }
					checked={ !! draft.xl }
					onChange={ ( xl ) => change( { xl } ) }
				/>
				<CheckboxField
					label={ __( 'Run flat', 'rueda' ) }
					checked={ !! draft.runflat }
					onChange={ ( runflat ) => change( { runflat } ) }
				/>
				<CheckboxField
					label={ __( 'Snow grip mark (3PMSF)', 'rueda' ) }
					checked={ !! draft.snow }
					error={ errors.snow }
					onChange={ ( snow ) => change( { snow } ) }
				/>
				<CheckboxField
					label={ __( 'Ice grip mark', 'rueda' ) }
					checked={ !! draft.ice }
					error={ errors.ice }
					onChange={ ( ice ) => change( { ice } ) }
				/>
				<TextField
					label={ __( 'EPREL registration number', 'rueda' ) }
					help={ __(
						'The EPREL registration number links the product information sheet.',
						'rueda'
					) }
					value={ draft.eprel_id ?? '' }
					error={ errors.eprel_id }
					onChange={ ( eprel ) =>
						change( {
							eprel_id: eprel.replace( /\D/g, '' ) || null,
						} )
					}
				/>
				<TextField
					label={ __( 'GTIN / EAN', 'rueda' ) }
					help={ __(
						'The barcode number printed on the tyre label: 8, 12, 13 or 14 digits.',
						'rueda'
					) }
					value={ draft.gtin ?? '' }
					error={ errors.gtin }
					onChange={ ( gtin ) =>
						change( { gtin: gtin.replace( /\s/g, '' ) || null } )
					}
				/>
			</CardBody>
		</Card>
	);
}
