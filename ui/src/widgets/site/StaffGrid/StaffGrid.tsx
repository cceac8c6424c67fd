import { Grid } from '../../../components/Grid';
import { StaffCard, type StaffMember } from '../StaffCard';

/** A group of people on /staff (docs/product.md §6.1) as a list of cards: one, two or three columns by width. */
export function StaffGrid({ people }: { people: readonly StaffMember[] }) {
  return (
    <Grid columns={{ phone: 1, tablet: 2, desktop: 3 }} gap="4" as="ul" role="list">
      {people.map((person) => (
        <li key={person.name}>
          <StaffCard person={person} />
        </li>
      ))}
    </Grid>
  );
}
