package dev.starling.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.stream.ConnectionsClient;
import dev.starling.core.stream.LiveSandbox;
import dev.starling.core.stream.StreamClient;
import dev.starling.core.stream.StreamConnectionInfo;
import dev.starling.core.stream.StreamControl;
import dev.starling.core.stream.StreamListener;
import dev.starling.core.stream.StreamRequest;
import dev.starling.core.stream.StreamTransport;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The Connections tab against the sandbox's /2/connections: listed as X lists them, ended only when confirmed. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ConnectionsViewModelTest {

    @TempDir
    Path vault;

    private LiveSandbox sandbox;
    private StreamControl control;
    private Thread listening;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private ConnectionsViewModel viewModel;

    @BeforeEach
    void connect() throws InterruptedException {
        sandbox = new LiveSandbox(vault);
        control = StreamControl.create();
        StreamClient client = new StreamClient(StreamTransport.of(sandbox.endpoints()), StreamRequest.defaults(),
                Clock.systemUTC(), Duration.ofMillis(1_500), new StreamListener() { });
        listening = new Thread(() -> client.run(control), "test-stream");
        listening.start();
        viewModel = new ConnectionsViewModel(() -> new ConnectionsClient(sandbox.endpoints()), new SameThreadTaskRunner(),
                dialogs);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (sandbox.stream().openConnections() < 1 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
    }

    @AfterEach
    void stop() throws InterruptedException {
        control.stop();
        listening.join(10_000);
        sandbox.close();
    }

    @Test
    void listsTheOpenConnectionAndEndsItOnlyOnceConfirmed() throws InterruptedException {
        viewModel.statusProperty().set(ConnectionsClient.Status.ACTIVE);
        assertThat(viewModel.connections()).singleElement().satisfies(connection -> {
            assertThat(connection.active()).isTrue();
            assertThat(connection.endpointName()).isNotBlank();
        });
        StreamConnectionInfo open = viewModel.connections().get(0);
        viewModel.selectedProperty().set(open);

        dialogs.answer(false);
        viewModel.endSelected();
        assertThat(sandbox.stream().openConnections()).isEqualTo(1);
        Confirmation asked = dialogs.confirmations().get(0);
        assertThat(asked.message()).contains(open.id()).contains(open.endpointName());
        assertThat(asked.actionText()).contains(open.id().substring(0, 8));

        dialogs.answer(true);
        viewModel.endSelected();
        assertThat(viewModel.messageProperty().get()).contains("1");
        viewModel.statusProperty().set(ConnectionsClient.Status.INACTIVE);
        assertThat(viewModel.connections()).extracting(StreamConnectionInfo::id).contains(open.id());
        assertThat(viewModel.connections()).filteredOn(c -> c.id().equals(open.id())).first()
                .extracting(StreamConnectionInfo::disconnectReason).isNotNull();
    }

    @Test
    void endAllSaysHowManyItEndsAndDoesNothingWhenCancelled() {
        viewModel.refresh();
        dialogs.answer(false);
        viewModel.endAll();

        assertThat(dialogs.confirmations().get(0).message()).contains("1");
        assertThat(sandbox.stream().openConnections()).isEqualTo(1);
    }
}
