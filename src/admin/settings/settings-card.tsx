/**
 * One section of the settings screen: a card with its title, reachable from
 * the links at the top of the screen.
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import type { ReactNode } from 'react';

import { sectionAnchor, sectionTitles, type SectionId } from './sections';

export default function SettingsCard( {
	id,
	className,
	children,
}: {
	id: SectionId;
	className?: string;
	children: ReactNode;
} ) {
	return (
		<Card
			id={ sectionAnchor( id ) }
			className={ [
				'rueda-settings__card',
				`rueda-settings__card--${ id }`,
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<CardHeader>
				<h2>{ sectionTitles()[ id ] }</h2>
			</CardHeader>
			<CardBody>{ children }</CardBody>
		</Card>
	);
}
