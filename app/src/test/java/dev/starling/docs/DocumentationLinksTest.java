package dev.starling.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README and everything under {@code docs/} link to files and headings that exist: ADRs are folded,
 * renamed and added by several people at once, and a link that points nowhere is found here rather than
 * by a reader.
 */
class DocumentationLinksTest {

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`\\n]*`");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*\\s*$");

    @Test
    void everyRelativeLinkInTheReadmeAndTheDocsPointsAtAFileOrHeadingThatExists() throws IOException {
        Path project = Path.of("..").toAbsolutePath().normalize();
        List<Path> pages = new ArrayList<>();
        pages.add(project.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(project.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
        }

        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path page : pages) {
            List<String> found = brokenLinks(page);
            links += relativeLinks(page).size();
            broken.addAll(found);
        }

        assertThat(links).as("relative links found").isGreaterThan(50);
        assertThat(broken).isEmpty();
    }

    @Test
    void aLinkToAMissingFileOrHeadingIsReportedAndOneInCodeIsNot(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("other.md"), "# Start-up: the shell first\n\n## Stall checks\n");
        Path page = dir.resolve("page.md");
        Files.writeString(page, String.join("\n",
                "# A page",
                "[fine](other.md#stall-checks) [also fine](other.md#start-up-the-shell-first) [here](#a-page)",
                "[gone](missing.md) [no heading](other.md#benchmarks) [web](https://example.com/x)",
                "`[in code](nowhere.md)`",
                "```",
                "[in a fence](nowhere.md)",
                "```",
                ""));

        assertThat(brokenLinks(page)).containsExactly(
                "page.md: missing.md does not exist",
                "page.md: other.md#benchmarks names no heading of other.md");
    }

    /** The links of {@code page} that point at no file, or at no heading of the file they name. */
    static List<String> brokenLinks(Path page) {
        List<String> broken = new ArrayList<>();
        for (String target : relativeLinks(page)) {
            int hash = target.indexOf('#');
            String file = hash < 0 ? target : target.substring(0, hash);
            String anchor = hash < 0 ? "" : target.substring(hash + 1);
            Path linked = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
            if (!Files.exists(linked)) {
                broken.add(page.getFileName() + ": " + target + " does not exist");
            } else if (!anchor.isEmpty() && (!linked.toString().endsWith(".md") || !anchors(linked).contains(anchor))) {
                broken.add(page.getFileName() + ": " + target + " names no heading of " + linked.getFileName());
            }
        }
        return broken;
    }

    /** Links of {@code page} that are not web addresses, outside inline code and fenced blocks. */
    static List<String> relativeLinks(Path page) {
        List<String> targets = new ArrayList<>();
        boolean fenced = false;
        for (String line : read(page)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher link = LINK.matcher(INLINE_CODE.matcher(line).replaceAll(""));
            while (link.find()) {
                String target = link.group(1);
                if (!target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
                    targets.add(target);
                }
            }
        }
        return targets;
    }

    /** The anchors GitHub gives the headings of {@code page}: lower case, punctuation dropped, spaces as hyphens. */
    static Set<String> anchors(Path page) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : read(page)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            }
            Matcher heading = HEADING.matcher(line);
            if (fenced || !heading.matches()) {
                continue;
            }
            String slug = heading.group(1).strip().toLowerCase(java.util.Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
            int times = seen.merge(slug, 1, Integer::sum);
            anchors.add(times == 1 ? slug : slug + "-" + (times - 1));
        }
        return anchors;
    }

    private static List<String> read(Path page) {
        try {
            return Files.readAllLines(page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
