package dev.starling.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The command line words what it prints from the bundle too: a line written to the terminal, or a usage error,
 * is {@code Messages.text(key, args)}, not English put together in Java. Found as {@link CoreWordsTest} finds
 * thrown sentences, in the sources: a string literal among the arguments of a print, a format, a usage error or
 * an exception thrown, that begins as a sentence does (a capital and a small letter, after any indent) or runs
 * on in words. What may stay is what no language changes: the indent, {@code "* "}, the {@code "starling: "}
 * before an error, a format of numbers and names alone ({@code "[%d/%d] %s"}), a bundle key, and a word in
 * capitals (an option's value such as DAY, a header such as ID), none of which the check takes for a sentence.
 */
class CliWordsTest {

    /**
     * A call whose arguments reach the terminal: printed, formatted, a usage error's message, or an exception a
     * command throws (StarlingCommand prints its message on one line).
     */
    static final Pattern PRINTING = Pattern.compile(
            "\\b(?:print|println|printf|format|usage|usage\\.apply)\\(|\\bthrow\\s+new\\s+[\\w.]+\\(");

    /** A string literal; group 1 its text as written. */
    static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");

    /** The words of a sentence: a capital then a small letter at its start (after an indent), or two words running on. */
    static final Pattern SENTENCE = Pattern.compile("^\\s*[A-Z][a-z]|[A-Za-z]{2,} [a-z]{2,}");

    static final List<Path> CLI = List.of(Path.of("src/main/java/dev/starling/cli"));

    @Test
    void theCommandLinePrintsNoSentencesWrittenInJava() throws IOException {
        assertThat(CoreWordsTest.sentences(CLI, CliWordsTest::sentencesPrinted))
                .as("English printed by the command line: put the text in messages.properties (beside the other"
                        + " *.cli.* keys) and print Messages.text(key, args)")
                .isEmpty();
    }

    /** Each literal with a sentence's words among the arguments of a call in {@link #PRINTING}, once (calls nest). */
    static List<MatchResult> sentencesPrinted(String source) {
        Map<Integer, MatchResult> found = new TreeMap<>();
        Matcher call = PRINTING.matcher(source);
        while (call.find()) {
            Matcher literal = LITERAL.matcher(source).region(call.end(), endOfArguments(source, call.end()));
            while (literal.find()) {
                if (SENTENCE.matcher(literal.group(1)).find()) {
                    found.put(literal.start(), literal.toMatchResult());
                }
            }
        }
        return List.copyOf(found.values());
    }

    /** The parenthesis that closes a call whose arguments begin at {@code from}; strings, chars and comments skipped. */
    static int endOfArguments(String source, int from) {
        int depth = 1;
        for (int i = from; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '"' || c == '\'') {
                for (i++; i < source.length() && source.charAt(i) != c; i++) {
                    if (source.charAt(i) == '\\') {
                        i++;
                    }
                }
            } else if (source.startsWith("//", i) || source.startsWith("/*", i)) {
                int end = source.indexOf(source.charAt(i + 1) == '/' ? "\n" : "*/", i + 2);
                if (end < 0) {
                    return source.length();
                }
                i = end;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
        }
        return source.length();
    }

    @Test
    void theCheckTellsASentenceFromLayout() {
        assertThat(sentencesPrinted("out.println(\"No accounts signed in to \" + label);")).hasSize(1);
        assertThat(sentencesPrinted("err.println(String.format(Locale.ROOT, \"Interest by country: %d\", n));"))
                .hasSize(1);
        assertThat(sentencesPrinted("out.println(\"  Core API base: \" + uri);")).as("an indented banner line")
                .hasSize(1);
        assertThat(sentencesPrinted("err.println(\"starling: no PIN given; sign-in cancelled.\");")).hasSize(1);
        assertThat(sentencesPrinted("throw context.usage(\n        \"Missing --from, e.g. --from 2026-10-01\");"))
                .hasSize(1);
        assertThat(sentencesPrinted("throw usage(option + \" \" + value\n        + \": a port is a number from 1 to"
                + " 65535\");")).as("words after an option and a value").hasSize(1);
        assertThat(sentencesPrinted("out.println(f(g(x)) // the window's\n        + \" (its token was already"
                + " invalid).\");")).as("past nested calls and a comment").hasSize(1);
        assertThat(sentencesPrinted("throw new StoreUnavailable(\"cannot use your signed-in accounts\");")).hasSize(1);
        assertThat(sentencesPrinted("throw usage.apply(option + \" takes an ISO 8601 time\");")).hasSize(1);

        assertThat(sentencesPrinted("out.println(Messages.text(\"login.cli.open\"));")).isEmpty();
        assertThat(sentencesPrinted("err.println(\"starling: \" + Messages.text(\"login.cli.noPin\"));")).isEmpty();
        assertThat(sentencesPrinted("out.println(\"  \" + pending.authorizeUrl());")).isEmpty();
        assertThat(sentencesPrinted("out.println((isDefault ? \"* \" : \"  \") + Messages.text(\"accounts.cli.account\","
                + " name, id));")).isEmpty();
        assertThat(sentencesPrinted("out.println(String.format(Locale.ROOT, \"[%d/%d] %s\", done, total, what));"))
                .isEmpty();
        assertThat(sentencesPrinted("throw usage(Messages.text(\"sandbox.cli.badTier\")); String s = \"Not printed\";"))
                .as("a literal after the call's closing parenthesis").isEmpty();
    }
}
