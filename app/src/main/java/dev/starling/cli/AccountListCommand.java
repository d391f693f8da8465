package dev.starling.cli;

import dev.starling.core.api.ads.AdsClient;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;

/**
 * {@code starling <feature> list --account ID}: one table of what an ad account holds (flexible
 * audiences, do-not-reach lists), a heading and a row per item, or a note on stderr when there is none.
 */
abstract class AccountListCommand<T> extends Subcommand {

    @Mixin
    AdAccountOption account;

    /** Everything of this kind in the account. */
    abstract List<T> fetch(AdsClient ads, String accountId);

    abstract String[] heading();

    abstract String[] row(T item);

    /** What stderr says when the account has none. */
    abstract String none(String accountId);

    @Override
    public Integer call() throws IOException {
        return context.withAds(account, (ads, accountId, out, err) -> {
            List<T> found = fetch(ads, accountId);
            List<String[]> rows = new ArrayList<>();
            rows.add(heading());
            found.forEach(item -> rows.add(row(item)));
            TextTable.print(out, rows);
            if (found.isEmpty()) {
                err.println(none(accountId));
            }
            return 0;
        });
    }
}
