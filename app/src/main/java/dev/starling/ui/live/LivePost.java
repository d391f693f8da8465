package dev.starling.ui.live;

import dev.starling.core.query.answer.JoinedResponse;
import dev.starling.core.query.answer.Resolved;
import dev.starling.core.stream.MatchingRule;
import dev.starling.core.stream.JoinedStreamLine;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.recording.RecordedPost;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.JoinedPostCell;
import dev.starling.ui.common.LocalFormat;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A post as the console shows it: its joined card, the rules it matched and when it arrived (null
 * for one reopened from a recording). Made off the FX thread, once, so a cell and the filter only read.
 */
public record LivePost(String id, JoinedResponse.JoinedPost joined, List<MatchingRule> rules, Instant receivedAt,
                       String searchable, Words words) {

    /**
     * What the post's card says, worded with the post off the FX thread: its first line (the author and id, or the
     * id of a post that could not be read), the lines under its text, each matched rule's tag and when it arrived
     * (empty for a post reopened from a recording).
     */
    public record Words(String header, List<JoinedPostCell.Line> lines, List<String> tags, String received) {
        public Words {
            lines = List.copyOf(lines);
            tags = List.copyOf(tags);
        }
    }

    public LivePost {
        rules = List.copyOf(rules);
    }

    public static LivePost of(StreamPost post) {
        return of(post.id(), post.line(), post.rules(), post.receivedAt());
    }

    public static LivePost of(RecordedPost post) {
        return of(post.id(), post.line(), post.rules(), null);
    }

    private static LivePost of(String id, String line, List<MatchingRule> rules, Instant receivedAt) {
        JoinedResponse.JoinedPost joined = JoinedStreamLine.joined(line).orElse(null);
        StringBuilder words = new StringBuilder(id);
        if (joined != null) {
            words.append('\n').append(joined.text());
            Resolved author = joined.author();
            if (author != null && author.isResolved()) {
                words.append('\n').append(author.text("username")).append('\n').append(author.text("name"));
            }
        }
        List<String> tags = new ArrayList<>(rules.size());
        for (MatchingRule rule : rules) {
            words.append('\n').append(rule.tag() == null ? rule.id() : rule.tag());
            tags.add(LivePostCell.tagText(rule));
        }
        Words card = new Words(joined == null ? id : JoinedPostCell.header(joined),
                joined == null ? List.of() : JoinedPostCell.lines(joined), tags, receivedAt == null ? ""
                : Messages.text("live.post.received", LocalFormat.forUser().preciseTime(receivedAt)));
        return new LivePost(id, joined, rules, receivedAt, words.toString().toLowerCase(Locale.ROOT), card);
    }

    /** True when the id, the text, the author or a rule's tag holds {@code needle} (lower case). */
    public boolean matches(String needle) {
        return needle.isEmpty() || searchable.contains(needle);
    }
}
