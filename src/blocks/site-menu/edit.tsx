/**
 * Editor UI of rueda/site-menu: the settings, and a preview of the server's
 * markup with the live site's behaviour in edit mode (submenus open, links do
 * not navigate).
 */
import apiFetch from '@wordpress/api-fetch';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { createSiteMenu } from './menu';
import type { OpenMode } from './state';
import { BREAKPOINTS, type Breakpoint, type SiteMenuAttributes } from './types';

type Navigation = { id: number; title: { rendered: string } };

function useNavigations(): Navigation[] {
	const [ navigations, setNavigations ] = useState< Navigation[] >( [] );
	useEffect( () => {
		apiFetch< Navigation[] >( {
			path: '/wp/v2/navigation?per_page=100&status=publish&_fields=id,title',
		} )
			.then( setNavigations )
			.catch( () => setNavigations( [] ) );
	}, [] );
	return navigations;
}

/**
 * The server's markup for these attributes, or null while it loads.
 * @param attributes
 */
function usePreview( attributes: SiteMenuAttributes ): string | null {
	const [ html, setHtml ] = useState< string | null >( null );
	const key = JSON.stringify( attributes );
	useEffect( () => {
		let isCurrent = true;
		apiFetch< { rendered: string } >( {
			path: addQueryArgs( '/wp/v2/block-renderer/rueda/site-menu', {
				context: 'edit',
				attributes: JSON.parse( key ),
			} ),
		} )
			.then( ( response ) => isCurrent && setHtml( response.rendered ) )
			.catch( () => isCurrent && setHtml( '' ) );
		return () => {
			isCurrent = false;
		};
	}, [ key ] );
	return html;
}

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< SiteMenuAttributes > ) {
	const navigations = useNavigations();
	const html = usePreview( attributes );
	const preview = useRef< HTMLDivElement >( null );

	useEffect( () => {
		const nav = preview.current?.querySelector< HTMLElement >(
			'.wp-block-rueda-site-menu'
		);
		return nav
			? createSiteMenu( nav, { isEditMode: true } ).destroy
			: undefined;
	}, [ html ] );

	const { openMode, breakpoint } = attributes;
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Menu', 'rueda' ) }>
					<SelectControl
						label={ __( 'Menu to show', 'rueda' ) }
						value={ String( attributes.ref ) }
						options={ [
							{
								value: '0',
								label: __( 'The most recent menu', 'rueda' ),
							},
							...navigations.map( ( navigation ) => ( {
								value: String( navigation.id ),
								label:
									navigation.title.rendered ||
									sprintf(
										/* translators: %d: the menu's id. */
										__( 'Menu #%d', 'rueda' ),
										navigation.id
									),
							} ) ),
						] }
						onChange={ ( ref ) =>
							setAttributes( { ref: Number( ref ) } )
						}
						help={ __(
							'Edit menus in Appearance → Editor → Navigation. Without one, the classic menu shows.',
							'rueda'
						) }
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Toggle bar text', 'rueda' ) }
						value={ attributes.label }
						placeholder={ __( 'Menu', 'rueda' ) }
						onChange={ ( label ) => setAttributes( { label } ) }
						__nextHasNoMarginBottom
					/>
				</PanelBody>
				<PanelBody title={ __( 'Submenus', 'rueda' ) }>
					<SelectControl
						label={ __( 'Open submenus on', 'rueda' ) }
						value={ openMode }
						options={ [
							{
								value: 'hoverIntent',
								label: __(
									'Hover intent (the pointer rests)',
									'rueda'
								),
							},
							{ value: 'hover', label: __( 'Hover', 'rueda' ) },
							{ value: 'click', label: __( 'Click', 'rueda' ) },
						] }
						onChange={ ( value ) =>
							setAttributes( { openMode: value as OpenMode } )
						}
						__nextHasNoMarginBottom
					/>
					{ openMode === 'hoverIntent' && (
						<>
							<RangeControl
								label={ __( 'Sensitivity (px)', 'rueda' ) }
								help={ __(
									'The submenu opens when the pointer moves less than this between two checks.',
									'rueda'
								) }
								value={ attributes.sensitivity }
								min={ 1 }
								max={ 50 }
								onChange={ ( sensitivity = 7 ) =>
									setAttributes( { sensitivity } )
								}
								__nextHasNoMarginBottom
							/>
							<RangeControl
								label={ __( 'Check interval (ms)', 'rueda' ) }
								value={ attributes.interval }
								min={ 20 }
								max={ 1000 }
								step={ 10 }
								onChange={ ( interval = 100 ) =>
									setAttributes( { interval } )
								}
								__nextHasNoMarginBottom
							/>
						</>
					) }
					{ openMode !== 'click' && (
						<RangeControl
							label={ __( 'Close delay (ms)', 'rueda' ) }
							value={ attributes.timeout }
							min={ 0 }
							max={ 2000 }
							step={ 50 }
							onChange={ ( timeout = 300 ) =>
								setAttributes( { timeout } )
							}
							__nextHasNoMarginBottom
						/>
					) }
				</PanelBody>
				<PanelBody title={ __( 'Mobile toggle bar', 'rueda' ) }>
					<SelectControl
						label={ __( 'Show the toggle bar up to', 'rueda' ) }
						value={ breakpoint }
						options={ [
							{
								value: 'mobile',
								label: sprintf(
									/* translators: %d: width in pixels. */
									__( 'Mobile (%d px)', 'rueda' ),
									BREAKPOINTS.mobile
								),
							},
							{
								value: 'tablet',
								label: sprintf(
									/* translators: %d: width in pixels. */
									__( 'Tablet (%d px)', 'rueda' ),
									BREAKPOINTS.tablet
								),
							},
							{ value: 'custom', label: __( 'Custom', 'rueda' ) },
						] }
						onChange={ ( value ) =>
							setAttributes( { breakpoint: value as Breakpoint } )
						}
						__nextHasNoMarginBottom
					/>
					{ breakpoint === 'custom' && (
						<RangeControl
							label={ __( 'Width (px)', 'rueda' ) }
							value={ attributes.customBreakpoint }
							min={ 320 }
							max={ 1920 }
							onChange={ ( customBreakpoint = 900 ) =>
								setAttributes( { customBreakpoint } )
							}
							__nextHasNoMarginBottom
						/>
					) }
				</PanelBody>
			</InspectorControls>
			{ html === null && <Spinner /> }
			{ html === '' && (
				<p>
					{ __(
						'No menu yet: create one in Appearance → Editor → Navigation.',
						'rueda'
					) }
				</p>
			) }
			{ !! html && (
				<div
					ref={ preview }
					// The block's own server render, escaped there.
					dangerouslySetInnerHTML={ { __html: html } }
				/>
			) }
		</div>
	);
}
