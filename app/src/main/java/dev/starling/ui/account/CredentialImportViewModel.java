package dev.starling.ui.account;

import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.CredentialImport;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.StatusViewModel;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Import from twurl ({@code ~/.twurlrc}) or xurl ({@code ~/.xurl}) on the Account page: a preview of
 * what each credential found would become (its kind and name, or why it is skipped; never a secret),
 * then the import. The tool's file is only read ({@link CredentialImport}).
 */
public final class CredentialImportViewModel extends StatusViewModel {

    private final ActiveApi api;
    private final CredentialVault vault;
    private final TaskRunner tasks;
    private final Path home;
    private final BiConsumer<String, Secret> saveClient;
    private final Runnable imported;
    private final ObjectProperty<CredentialImport.Source> source =
            new SimpleObjectProperty<>(this, "source", CredentialImport.Source.XURL);
    private final StringProperty file = new SimpleStringProperty(this, "file", "");
    private final ObservableList<String> preview = FXCollections.observableArrayList();
    private final ReadOnlyIntegerWrapper importable = new ReadOnlyIntegerWrapper(this, "importable");
    private List<CredentialImport.Step> steps = List.of();

    /**
     * @param home where the tools keep their files by default (the user's home folder)
     * @param saveClient stores an imported OAuth 2.0 client (id, secret or null) for the active environment
     * @param imported told after an import, to show the accounts as they now are
     */
    public CredentialImportViewModel(ActiveApi api, CredentialVault vault, TaskRunner tasks, Path home,
                                     BiConsumer<String, Secret> saveClient, Runnable imported) {
        this.api = api;
        this.vault = vault;
        this.tasks = tasks;
        this.home = home;
        this.saveClient = saveClient;
        this.imported = imported;
        source.addListener((obs, old, now) -> {
            if (now != null) {
                file.set(CredentialImport.defaultFile(now, home).toString());
                clear();
            }
        });
        file.set(CredentialImport.defaultFile(source.get(), home).toString());
        file.addListener((obs, old, now) -> clear());
    }

    public ObjectProperty<CredentialImport.Source> sourceProperty() { return source; }
    public StringProperty fileProperty() { return file; }
    /** One line per credential found: what it would become, or why it is skipped. */
    public ObservableList<String> preview() { return preview; }
    /** How many of the previewed credentials would be imported (0 before a preview). */
    public ReadOnlyIntegerProperty importableProperty() { return importable.getReadOnlyProperty(); }

    /** Reads the file (only reads it) and shows what importing it would do. */
    public void showPreview() {
        Path path;
        try {
            path = Path.of(file.get().trim().replaceFirst("^~(?=/|$)", home.toString().replace("\\", "\\\\")));
        } catch (InvalidPathException e) {
            error.set(Messages.text("oauth2.window.import.noFile", file.get()));
            return;
        }
        CredentialImport.Source from = source.get();
        var environment = api.current().environment();
        runBusy(tasks, "preview import", () -> {
            if (!Files.isRegularFile(path)) {
                throw new IllegalArgumentException(Messages.text("oauth2.window.import.noFile", path));
            }
            List<CredentialImport.Item> items;
            try {
                items = CredentialImport.read(from, path);
            } catch (IllegalArgumentException unreadable) {
                throw new IllegalArgumentException(Messages.text("import.cli.unreadable", path));
            }
            return CredentialImport.plan(items, environment);
        }, planned -> {
            steps = planned;
            preview.setAll(planned.stream().map(step -> Messages.text(step.imports() ? "import.cli.will" : "import.cli.skips")
                    + " " + step.what().render(Messages::text)).toList());
            int count = (int) planned.stream().filter(CredentialImport.Step::imports).count();
            importable.set(count);
            message.set(Messages.text("oauth2.window.import.previewed", planned.size(), count));
        }, Messages.text("oauth2.window.import.failed"));
    }

    /** Imports what the preview said it would. */
    public void importNow() {
        List<CredentialImport.Step> planned = steps;
        if (planned.stream().noneMatch(CredentialImport.Step::imports)) {
            return;
        }
        var services = api.current();
        runBusy(tasks, "import credentials", () -> CredentialImport.apply(planned, services, vault, saveClient),
                (List<BundleText> done) -> {
                    clear();
                    message.set(Messages.text("import.cli.done", done.size()));
                    imported.run();
                }, Messages.text("oauth2.window.import.failed"));
    }

    private void clear() {
        steps = List.of();
        preview.clear();
        importable.set(0);
    }
}
