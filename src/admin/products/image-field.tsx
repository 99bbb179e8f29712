/**
 * The product's photos: a featured image and a gallery, uploaded from the
 * owner's computer. A failed upload shows core's message (it already retried
 * the processing and removed the half-made attachment).
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import FieldError from '../settings/field-error';
import type { ProductImage } from './types';
import { uploadImage } from './upload-image';

type Props = {
	label: string;
	/** The input's name, one per field, so tests and forms tell them apart. */
	name: string;
	images: ProductImage[];
	multiple?: boolean;
	error?: string;
	onChange: ( images: ProductImage[] ) => void;
};

export default function ImageField( {
	label,
	name,
	images,
	multiple = false,
	error,
	onChange,
}: Props ) {
	const input = useRef< HTMLInputElement >( null );
	const [ isUploading, setIsUploading ] = useState( false );
	const [ uploadError, setUploadError ] = useState( '' );

	const upload = async ( files: FileList | null ) => {
		if ( ! files?.length ) {
			return;
		}
		setUploadError( '' );
		setIsUploading( true );
		const uploaded: ProductImage[] = [];
		for ( const file of Array.from( files ) ) {
			try {
				uploaded.push( await uploadImage( file ) );
			} catch ( failure ) {
				setUploadError(
					( failure as { message?: string } )?.message ||
						__( 'The image could not be uploaded.', 'rueda' )
				);
			}
		}
		setIsUploading( false );
		if ( input.current ) {
			input.current.value = '';
		}
		if ( uploaded.length ) {
			onChange(
				multiple ? [ ...images, ...uploaded ] : uploaded.slice( -1 )
			);
		}
	};

	return (
		<fieldset className="rueda-products__images">
			<legend>{ label }</legend>
			<ul className="rueda-products__thumbnails">
				{ images.map( ( image ) => (
					<li key={ image.id }>
						<img
							src={ image.thumbnail || image.src }
							alt={ image.alt }
						/>
						<Button
							variant="link"
							isDestructive
							onClick={ () =>
								onChange(
									images.filter(
										( { id } ) => id !== image.id
									)
								)
							}
						>
							{ __( 'Remove', 'rueda' ) }
						</Button>
					</li>
				) ) }
			</ul>
			<input
				ref={ input }
				type="file"
				name={ name }
				accept="image/*"
				multiple={ multiple }
				hidden
				onChange={ ( event ) => upload( event.target.files ) }
			/>
			<Button
				variant="secondary"
				onClick={ () => input.current?.click() }
				disabled={ isUploading }
				__next40pxDefaultSize
			>
				{ multiple
					? __( 'Add images', 'rueda' )
					: __( 'Upload image', 'rueda' ) }
			</Button>
			{ isUploading && <Spinner /> }
			{ uploadError && (
				<Notice status="error" onRemove={ () => setUploadError( '' ) }>
					{ uploadError }
				</Notice>
			) }
			<FieldError message={ error } />
		</fieldset>
	);
}
