/**
 * The body of a screen of records (useRecordScreen): the list while the address
 * names no record, the form of a new record (`=new`) or of the record read
 * (`=ID`), and while that record is read, a spinner or why it could not be.
 */
import type { ReactNode } from 'react';

import RecordLoading from './record-loading';
import type { RecordScreen } from './use-record-param';

export default function ListOrForm< T extends { id: number } >( {
	screen: { param, record, error, open },
	list,
	form,
}: {
	screen: RecordScreen< T >;
	list: ReactNode;
	/** The form of a new record (null) or of the one read. */
	form: ( record: T | null ) => ReactNode;
} ) {
	return (
		<>
			{ param === null && list }
			{ ( param === 'new' || record ) && form( record ) }
			{ typeof param === 'number' && ! record && (
				<RecordLoading error={ error } onBack={ () => open( null ) } />
			) }
		</>
	);
}
