/**
 * The tyre finder (rueda/tyre-finder) as a shopper uses it: its tabs, its selects and the
 * sizes it offers. Until the Spanish of the new strings is merged the English source may
 * show, so names accept both.
 */
import type { Locator, Page } from '@playwright/test';

export const LABELS = {
	bySize: /^(Por medida|By size)$/,
	byVehicle: /^(Por vehículo|By vehicle)$/,
	width: /^(Ancho|Width)$/,
	profile: /^(Perfil|Profile)$/,
	rim: /^(Llanta|Rim)$/,
	season: /^(Temporada|Season)$/,
	make: /^(Marca|Make)$/,
	model: /^(Modelo|Model)$/,
	year: /^(Año|Year)$/,
	version: /^(Versión|Version)$/,
	search: /^(Buscar neumáticos|Search tyres)$/,
	searchFront: /^(Buscar delanteros|Search front tyres)$/,
	searchRear: /^(Buscar traseros|Search rear tyres)$/,
	change: /^(Cambiar|Change)$/,
	yourVehicle: /(Tu vehículo|Your vehicle): /,
	sizes: /^(Medidas homologadas|Homologated sizes)$/,
};

export class TyreFinderPage {
	readonly root: Locator;

	constructor( readonly page: Page ) {
		this.root = page.locator( '.wp-block-rueda-tyre-finder' );
	}

	tab( name: RegExp ): Locator {
		return this.root.getByRole( 'tab', { name } );
	}

	select( name: RegExp ): Locator {
		return this.root.getByRole( 'combobox', { name } );
	}

	/**
	 * The frontend has mounted (the server prints only the open tab's panel, the
	 * frontend fills the hidden one too), and the finder is unfolded where it
	 * starts folded (Tienda on a phone).
	 */
	async ready(): Promise< void > {
		await this.root
			.locator( '[role="tabpanel"][hidden] select' )
			.first()
			.waitFor( { state: 'attached' } );
		const unfold = this.root.getByRole( 'button', {
			name: 'Buscar por medida o vehículo',
		} );
		if (
			( await unfold.isVisible() ) &&
			( await unfold.getAttribute( 'aria-expanded' ) ) === 'false'
		) {
			await unfold.click();
		}
	}

	async chooseSize( width: string, profile: string, rim: string ) {
		await this.select( LABELS.width ).selectOption( width );
		await this.select( LABELS.profile ).selectOption( profile );
		await this.select( LABELS.rim ).selectOption( { label: `R${ rim }` } );
	}

	/**
	 * Picks a vehicle step by step, each list loading after the one before.
	 *
	 * @param make    Make.
	 * @param model   Model.
	 * @param year    Year.
	 * @param version Version.
	 */
	async chooseVehicle(
		make: string,
		model: string,
		year: string,
		version: string
	) {
		await this.tab( LABELS.byVehicle ).click();
		for ( const [ label, value ] of [
			[ LABELS.make, make ],
			[ LABELS.model, model ],
			[ LABELS.year, year ],
			[ LABELS.version, version ],
		] as const ) {
			const select = this.select( label );
			await select
				.getByRole( 'option', { name: value, exact: true } )
				.waitFor( { state: 'attached' } );
			await select.selectOption( value );
		}
	}

	sizes(): Locator {
		return this.root.getByRole( 'region', { name: LABELS.sizes } );
	}
}
