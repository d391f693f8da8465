package dev.starling.core.overlap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The overlap's counts against a brute-force count over the generated files' canonical values (plain sets and a
 * naive union-find, without Starling's normaliser): the same people typed differently in different files, the same
 * person twice in a file, a phone shared by two rows with different emails, rows with nothing valid.
 */
class OverlapCountsTest {

    @TempDir
    Path dir;

    private final IdentifierNormalizer normalizer = new IdentifierNormalizer("US");
    private final ColumnMapping emailAndPhone = ColumnMapping.parse(List.of("email=2", "phone_number=3"));

    @Test
    void countsOfTwoThreeFourAndFiveFilesEqualABruteForceCountOfTheirCanonicalValues() throws Exception {
        for (int files = 2; files <= 5; files++) {
            long seed = 36_000 + files;
            GeneratedCrm crm = new GeneratedCrm(seed);
            List<GeneratedCrm.Person> population = crm.people(3_000);
            List<Path> paths = new ArrayList<>();
            List<List<GeneratedCrm.Row>> rows = new ArrayList<>();
            for (int f = 0; f < files; f++) {
                List<GeneratedCrm.Person> members = new ArrayList<>();
                for (GeneratedCrm.Person person : population) {
                    if (crm.random().nextInt(files) <= 1) {
                        members.add(person);
                    }
                }
                java.util.Collections.shuffle(members, crm.random());
                Path path = dir.resolve("crm-" + files + "-" + f + ".csv");
                rows.add(crm.write(path, members));
                paths.add(path);
            }

            Overlap overlap = count(paths).counts();

            BruteForce expected = new BruteForce(rows);
            assertThat(overlap.regions()).as("seed %d", seed).hasSize((1 << files) - 1);
            for (Overlap.Region region : overlap.regions()) {
                assertThat(region.people()).as("people in exactly %s (seed %d)", OverlapCsv.letters(region.members()), seed)
                        .isEqualTo(expected.people(region.members()));
                assertThat(region.values().get(IdentifierType.EMAIL)).as("emails in exactly %s", region.members())
                        .isEqualTo(expected.values("email", region.members()));
                assertThat(region.values().get(IdentifierType.PHONE_NUMBER)).as("phones in exactly %s", region.members())
                        .isEqualTo(expected.values("phone_number", region.members()));
            }
            for (int f = 0; f < files; f++) {
                Overlap.InputCounts input = overlap.inputs().get(f);
                assertThat(input.rows()).isEqualTo(rows.get(f).size());
                assertThat(input.rowsWithoutIdentifier()).isEqualTo(rows.get(f).stream().filter(r -> r.keys().isEmpty()).count());
                assertThat(input.people()).isEqualTo(expected.peopleIn(f));
                assertThat(input.label()).isEqualTo(paths.get(f).getFileName().toString());
            }
            assertThat(overlap.sharedPeople(0, 1)).isEqualTo(expected.peopleIn(0, 1)).isPositive();
        }
    }

    @Test
    void theSamePersonTypedDifferentlyInTwoFilesIsOnePersonSharedByBoth() throws Exception {
        Path a = Files.writeString(dir.resolve("a.csv"), "name,email,phone\n"
                + "Ann,Ann.Lee@Example.COM,(415) 555-0100\n"
                + "Bob,bob@example.com,\n"
                + "Cy,cy@example.com,415-555-0199\n");
        Path b = Files.writeString(dir.resolve("b.csv"), "name,email,phone\n"
                + "Ann,\"  ann.lee@example.com \",+1 415 555 0100\n"
                + "Bobby,robert@example.com,\n"
                + "Cyrus,cyrus@example.com,4155550199\n" // another email, the same phone: the same person
                + "Dee,not an email,\n");

        Overlap overlap = count(List.of(a, b)).counts();

        assertThat(overlap.sharedPeople(0, 1)).isEqualTo(2);
        assertThat(overlap.sharedValues(0, 1)).containsEntry(IdentifierType.EMAIL, 1L).containsEntry(IdentifierType.PHONE_NUMBER, 2L);
        assertThat(overlap.region(0b01).people()).as("only in a: Bob").isEqualTo(1);
        assertThat(overlap.region(0b10).people()).as("only in b: Bobby").isEqualTo(1);
        assertThat(overlap.inputs().get(1).rowsWithoutIdentifier()).isEqualTo(1);
        // Dee's email is not one, and her empty phone counts too: the row has nothing to send (as an upload reports it)
        assertThat(overlap.inputs().get(1).rejectedValues()).isEqualTo(2);
        assertThat(overlap.people(Selection.of(0, SetOperation.OR, 1))).isEqualTo(4);
        assertThat(overlap.people(Selection.of(1, SetOperation.AND_NOT, 0))).isEqualTo(1);
    }

    @Test
    void aPersonOnTwoRowsOfOneFileIsOnePerson() throws Exception {
        Path a = Files.writeString(dir.resolve("a.csv"), "email,phone\n"
                + "ann@example.com,\n"
                + ",+14155550100\n"
                + "ANN@example.com,+14155550100\n" // joins the two rows above
                + "bob@example.com,\n");
        Path b = Files.writeString(dir.resolve("b.csv"), "email\nbob@example.com\n");

        Overlap overlap = new OverlapService().count(List.of(input(a, ColumnMapping.parse(List.of("email=1", "phone_number=2"))),
                input(b, ColumnMapping.parse(List.of("email=1")))), new UploadControl(), null).counts();

        assertThat(overlap.inputs().get(0).rows()).isEqualTo(4);
        assertThat(overlap.inputs().get(0).people()).isEqualTo(2);
        assertThat(overlap.sharedPeople(0, 1)).isEqualTo(1);
    }

    @Test
    void fewerThanTwoOrMoreThanFiveInputsAreRefusedWithAKey() throws Exception {
        Path a = Files.writeString(dir.resolve("a.csv"), "email\na@example.com\n");
        OverlapService service = new OverlapService();
        List<OverlapInput> one = List.of(input(a, ColumnMapping.parse(List.of("email=1"))));

        assertThatThrownBy(() -> service.count(one, new UploadControl(), null))
                .isInstanceOfSatisfying(OverlapException.class, e -> {
                    assertThat(e.problem().key()).isEqualTo("overlap.problem.inputs");
                    assertThat(e.problem().args()).containsExactly(2, 5, 1);
                });
        List<OverlapInput> six = java.util.Collections.nCopies(6, one.get(0));
        assertThatThrownBy(() -> service.count(six, new UploadControl(), null)).isInstanceOf(OverlapException.class);
    }

    @Test
    void inputsLargerThanTheMemoryAtHandAreRefusedBeforeReadingWithTheMegabytesNeeded() throws Exception {
        Path a = Files.writeString(dir.resolve("a.csv"), "email\n" + "someone@example.com\n".repeat(20_000));
        List<OverlapInput> two = List.of(input(a, ColumnMapping.parse(List.of("email=1"))),
                input(a, ColumnMapping.parse(List.of("email=1"))));

        assertThatThrownBy(() -> new OverlapService(() -> 1 << 20).count(two, new UploadControl(), null))
                .isInstanceOfSatisfying(OverlapException.class, e -> {
                    assertThat(e.problem().key()).isEqualTo("overlap.problem.memory");
                    assertThat((Long) e.problem().args().get(0)).isGreaterThan(1L);
                    assertThat(e.problem().args().get(1)).isEqualTo(1L);
                });
    }

    @Test
    void aCancelledComparisonStopsWithACancellation() throws Exception {
        Path a = Files.writeString(dir.resolve("a.csv"), "email\n" + "someone@example.com\n".repeat(100));
        UploadControl control = new UploadControl();
        control.cancel();

        assertThatThrownBy(() -> new OverlapService().count(List.of(input(a, ColumnMapping.parse(List.of("email=1"))),
                input(a, ColumnMapping.parse(List.of("email=1")))), control, null)).isInstanceOf(CancellationException.class);
    }

    private OverlapSets count(List<Path> paths) {
        List<OverlapInput> inputs = new ArrayList<>();
        paths.forEach(path -> inputs.add(input(path, emailAndPhone)));
        List<OverlapProgress> progress = new ArrayList<>();
        OverlapSets sets = new OverlapService().count(inputs, new UploadControl(), progress::add);
        assertThat(progress).isNotEmpty();
        assertThat(progress.get(progress.size() - 1).input()).isEqualTo(paths.size() - 1);
        return sets;
    }

    private OverlapInput input(Path path, ColumnMapping mapping) {
        return OverlapInput.file(SourceInspector.inspect(path), mapping, normalizer);
    }

    /** People per region ({@link GeneratedCrm.People}) and keys per region (the files each key is in), by brute force. */
    static final class BruteForce {
        private final Map<Integer, Long> peopleByRegion = new HashMap<>();
        private final Map<String, Integer> regionOfKey = new HashMap<>();

        BruteForce(List<List<GeneratedCrm.Row>> files) {
            GeneratedCrm.People people = new GeneratedCrm.People(files);
            people.files().values().forEach(region -> peopleByRegion.merge(region, 1L, Long::sum));
            for (int f = 0; f < files.size(); f++) {
                for (GeneratedCrm.Row row : files.get(f)) {
                    for (String key : row.keys()) {
                        regionOfKey.merge(key, 1 << f, (x, y) -> x | y);
                    }
                }
            }
        }

        long people(int region) {
            return peopleByRegion.getOrDefault(region, 0L);
        }

        long values(String type, int region) {
            return regionOfKey.entrySet().stream().filter(e -> e.getKey().startsWith(type + ":") && e.getValue() == region).count();
        }

        long peopleIn(int... files) {
            int wanted = 0;
            for (int f : files) {
                wanted |= 1 << f;
            }
            int all = wanted;
            return peopleByRegion.entrySet().stream().filter(e -> (e.getKey() & all) == all).mapToLong(Map.Entry::getValue).sum();
        }
    }
}
