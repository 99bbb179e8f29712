/**
 * Stand-ins for the block editor, its components and the blocks API
 * (@wordpress/block-editor, /components and /blocks), which do not load in
 * this Jest setup (ESM dependencies). Same props, plain controls with their
 * labels, so tests exercise the blocks' edit components:
 *
 *     jest.mock( '@wordpress/block-editor', () =>
 *         require( '<path>/shared/editor/test/editor-mocks' ).blockEditor
 *     );
 *     jest.mock( '@wordpress/components', () =>
 *         require( '<path>/shared/editor/test/editor-mocks' ).components
 *     );
 *     jest.mock( '@wordpress/blocks', () =>
 *         require( '<path>/shared/editor/test/editor-mocks' ).blocks
 *     );
 *
 * RichText is a text field named by its placeholder (an edited-in-place
 * text's default); sidebar panels render their controls in place.
 */
import type { ReactNode } from 'react';

type BoxProps = { children?: ReactNode; className?: string; title?: string };

function Box( { children, className, title }: BoxProps ) {
	return (
		<div className={ className } data-title={ title }>
			{ children }
		</div>
	);
}

function labelId( label: string ): string {
	return `control-${ label.replace( /\W+/g, '-' ) }`;
}

export const blockEditor = {
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	InspectorControls: ( { children }: BoxProps ) => (
		<aside aria-label="Block settings">{ children }</aside>
	),
	RichText: ( {
		tagName,
		className,
		value,
		placeholder,
		onChange,
	}: {
		tagName: string;
		className?: string;
		value: string;
		placeholder?: string;
		onChange: ( value: string ) => void;
	} ) => (
		<input
			className={ className }
			data-tag-name={ tagName }
			aria-label={ placeholder }
			placeholder={ placeholder }
			value={ value }
			onChange={ ( event ) => onChange( event.target.value ) }
		/>
	),
};

/** Nothing registers in the tests (the editor index imports registerBlock). */
export const blocks = {
	registerBlockType: () => undefined,
};

export const components = {
	Disabled: Box,
	PanelBody: Box,
	TextControl: ( {
		label,
		value,
		placeholder,
		onChange,
	}: {
		label: string;
		value: string;
		placeholder?: string;
		onChange: ( value: string ) => void;
	} ) => (
		<>
			<label htmlFor={ labelId( label ) }>{ label }</label>
			<input
				id={ labelId( label ) }
				value={ value }
				placeholder={ placeholder }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</>
	),
	ToggleControl: ( {
		label,
		checked,
		onChange,
	}: {
		label: string;
		checked: boolean;
		onChange: ( checked: boolean ) => void;
	} ) => (
		<>
			<input
				id={ labelId( label ) }
				type="checkbox"
				checked={ checked }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>
			<label htmlFor={ labelId( label ) }>{ label }</label>
		</>
	),
	RangeControl: ( {
		label,
		value,
		onChange,
	}: {
		label: string;
		value: number;
		onChange: ( value?: number ) => void;
	} ) => (
		<>
			<label htmlFor={ labelId( label ) }>{ label }</label>
			<input
				id={ labelId( label ) }
				type="number"
				value={ value }
				onChange={ ( event ) =>
					onChange( Number( event.target.value ) )
				}
			/>
		</>
	),
};
