package dev.starling.core.upload.inspect;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadException;

/**
 * Automatic column mapping: by header name first; otherwise (or for unnamed columns) by the type
 * most sampled values of a column look like (at least 60% of its non-empty values).
 *
 * <p>Never {@code partner_user_id}: it is the one identifier X receives unhashed, so a column of the
 * advertiser's own customer ids goes to X only when the user maps it so, never on a guess from its name.
 * And {@code service_id} (X user ids) only from a header that says so: a column of bare numbers may as
 * well hold order numbers, each of which would then count as somebody's account.
 */
public final class ColumnDetector {

    private ColumnDetector() {
    }

    public static ColumnMapping detect(SourceProfile profile, List<List<String>> sampleRows) {
        List<ColumnMapping.Column> columns = new ArrayList<>();
        boolean[] named = new boolean[profile.width()];
        int partnerIds = -1;
        for (int i = 0; i < profile.header().size(); i++) {
            IdentifierType type = HeaderDetector.typeOfName(profile.header().get(i));
            if (type == IdentifierType.PARTNER_USER_ID) {
                partnerIds = partnerIds < 0 ? i : partnerIds;
            } else if (type != null) {
                columns.add(new ColumnMapping.Column(i, type));
                named[i] = true;
            }
        }
        if (columns.isEmpty()) {
            for (int i = 0; i < named.length; i++) {
                IdentifierType type = dominantType(sampleRows, i);
                if (type != null) {
                    columns.add(new ColumnMapping.Column(i, type));
                }
            }
        }
        if (columns.isEmpty() && partnerIds >= 0) {
            throw UploadException.of("upload.problem.partnerIds", String.valueOf(partnerIds + 1),
                    profile.header().get(partnerIds).strip());
        }
        if (columns.isEmpty()) {
            for (int i = 0; i < named.length; i++) {
                if (dominantGuess(sampleRows, i) == IdentifierType.SERVICE_ID) {
                    throw UploadException.of("upload.problem.numbers", String.valueOf(i + 1));
                }
            }
            throw UploadException.of("upload.problem.undetected");
        }
        return new ColumnMapping(columns);
    }

    /** The type most values of the column look like, never X user ids (numbers alone do not say so). */
    private static IdentifierType dominantType(List<List<String>> rows, int column) {
        IdentifierType guess = dominantGuess(rows, column);
        return guess == IdentifierType.SERVICE_ID ? null : guess;
    }

    private static IdentifierType dominantGuess(List<List<String>> rows, int column) {
        Map<IdentifierType, Integer> votes = new EnumMap<>(IdentifierType.class);
        int nonEmpty = 0;
        for (List<String> row : rows) {
            if (column >= row.size() || row.get(column).isBlank()) {
                continue;
            }
            nonEmpty++;
            IdentifierType guess = ValueSniffer.guess(row.get(column));
            if (guess != null) {
                votes.merge(guess, 1, Integer::sum);
            }
        }
        IdentifierType best = null;
        int bestVotes = 0;
        for (Map.Entry<IdentifierType, Integer> vote : votes.entrySet()) {
            if (vote.getValue() > bestVotes) {
                best = vote.getKey();
                bestVotes = vote.getValue();
            }
        }
        return nonEmpty > 0 && bestVotes * 10 >= nonEmpty * 6 ? best : null;
    }
}
