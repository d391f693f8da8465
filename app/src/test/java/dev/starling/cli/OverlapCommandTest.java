package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code starling overlap}: the counts it prints and writes for small files whose answer is known by hand (the same
 * people typed differently, a person on two rows, a row with nothing valid), and its usage errors. No value is ever
 * printed.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class OverlapCommandTest {

    @TempDir
    Path dir;

    private UploadSandbox sandbox;
    private Path a;
    private Path b;
    private Path c;

    @BeforeEach
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        a = Files.writeString(dir.resolve("spring.csv"), "name,email,phone\n"
                + "Ann,Ann.Lee@Example.COM,(415) 555-0100\n"
                + "Bob,bob@example.com,\n"
                + "Cy,cy@example.com,415-555-0199\n"
                + "Cy again,CY@example.com,\n");
        b = Files.writeString(dir.resolve("summer.csv"), "name,email,phone\n"
                + "Ann,\"  ann.lee@example.com \",+1 415 555 0100\n"
                + "Bobby,robert@example.com,\n"
                + "Cyrus,cyrus@example.com,4155550199\n"
                + "Dee,not an email,\n");
        c = Files.writeString(dir.resolve("autumn.txt"), "bob@example.com\nrobert@example.com\nzed@example.com\n");
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void twoFilesPrintTheirPeopleAndIdentifiersEachPairAndEachRegionExactly() throws Exception {
        Path csv = dir.resolve("counts.csv");

        UploadSandbox.Run run = sandbox.cli("overlap", a.toString(), b.toString(), "--csv", csv.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).contains("A spring.csv: columns email=2,phone_number=3  (detected")
                .contains("B summer.csv: columns email=2,phone_number=3");
        // spring: 4 rows, 3 people (Cy is on two rows); summer: 4 rows, 3 people, Dee has nothing valid
        assertThat(run.out()).containsPattern("(?m)^LIST\\s+NAME\\s+ROWS\\s+PEOPLE\\s+EMAIL\\s+PHONE_NUMBER\\s+ROWS WITHOUT IDENTIFIER\\s+REJECTED VALUES$")
                .containsPattern("(?m)^A\\s+spring\\.csv\\s+4\\s+3\\s+3\\s+2\\s+0\\s+0$")
                .containsPattern("(?m)^B\\s+summer\\.csv\\s+4\\s+3\\s+3\\s+2\\s+1\\s+2$")
                // Ann by email and phone, Cy and Cyrus by phone
                .containsPattern("(?m)^A B\\s+2\\s+1\\s+2$")
                .containsPattern("(?m)^A\\s+1\\s+2\\s+0$")
                .containsPattern("(?m)^B\\s+1\\s+2\\s+0$");
        assertThat(run.out() + run.err()).doesNotContain("@").doesNotContain("555");
        assertThat(Files.readAllLines(csv)).containsExactly(
                "kind,inputs,labels,people,email,phone_number",
                "input,A,spring.csv,3,3,2",
                "input,B,summer.csv,3,3,2",
                "shared,A B,spring.csv & summer.csv,2,1,2",
                "exactly,A,spring.csv,1,2,0",
                "exactly,B,summer.csv,1,2,0",
                "exactly,A B,spring.csv & summer.csv,2,1,2");
        assertThat(run.err()).contains("Counts written to " + csv.toAbsolutePath());
    }

    @Test
    void threeFilesPrintEveryRegionAndFourPrintThoseInAll() throws Exception {
        UploadSandbox.Run three = sandbox.cli("overlap", a.toString(), b.toString(), c.toString(), "--column", "3:email=1");

        assertThat(three.exit()).as(three.err()).isZero();
        assertThat(three.err()).contains("C autumn.txt: columns email=1").doesNotContain("C autumn.txt: columns email=1  (detected");
        assertThat(three.out()).containsPattern("(?m)^A C\\s+1\\s+1\\s+0$").containsPattern("(?m)^B C\\s+1\\s+1\\s+0$")
                .containsPattern("(?m)^C\\s+1\\s+1\\s+0$").containsPattern("(?m)^A B C\\s+0\\s+0\\s+0$");

        Path d = Files.writeString(dir.resolve("winter.txt"), "bob@example.com\n");
        UploadSandbox.Run four = sandbox.cli("overlap", a.toString(), b.toString(), c.toString(), d.toString());
        assertThat(four.exit()).as(four.err()).isZero();
        assertThat(four.out()).contains("IN ALL").containsPattern("(?m)^A B C D\\s+0\\s+0\\s+0$")
                .containsPattern("(?m)^C D\\s+1\\s+1\\s+0$").doesNotContain("IN EXACTLY");
    }

    @Test
    void badCommandLinesAreUsageErrorsAndNothingIsWritten() throws Exception {
        assertUsage(List.of("overlap", a.toString()), "Give 2 to 5 lists to compare");
        assertUsage(List.of("overlap", a.toString(), a.toString(), a.toString(), a.toString(), a.toString(), a.toString()),
                "6");
        assertUsage(List.of("overlap", a.toString(), "--audience", "x1"), "--audience needs --account");
        assertUsage(List.of("overlap", a.toString(), b.toString(), "--column", "3:email=1"), "there is no file 3");
        assertUsage(List.of("overlap", a.toString(), b.toString(), "--column", "email=1", "--column", "phone=1"),
                "column 1 of file 1 is mapped twice");
        assertUsage(List.of("overlap", a.toString(), b.toString(), "--csv", b.toString()), "is a file this run reads");
        assertUsage(List.of("overlap", a.toString(), dir.resolve("missing.csv").toString()), "missing.csv");
        assertUsage(List.of("overlap", a.toString(), b.toString(), "--phone-region", "ZZ"), "--phone-region");

        UploadSandbox.Run never = sandbox.cli("overlap", a.toString(), "--account", "18ce54d4x5t", "--audience", "x1");
        assertThat(never.exit()).isEqualTo(1);
        assertThat(never.err()).contains("never synced audience x1 of account 18ce54d4x5t");
        UploadSandbox.Run noColumn = sandbox.cli("overlap", a.toString(), b.toString(), "--column", "email=9");
        assertThat(noColumn.exit()).isEqualTo(1);
        assertThat(noColumn.err()).contains("Column 9 (email) does not exist");
    }

    private void assertUsage(List<String> args, String fragment) {
        UploadSandbox.Run run = sandbox.cli(args.toArray(String[]::new));
        assertThat(run.exit()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).contains(fragment);
    }
}
