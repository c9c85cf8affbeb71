import { Alert, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { catalogQueries } from '../../../api/catalog';
import { userQueries } from '../../../api/users';
import { creatablePlatforms } from '../../../domain/create-cluster';
import { useRequiredUuid } from '../../../stores/session';
import { CreateClusterForm } from './CreateClusterForm';
import { CREATE_PAGE_TEXT } from './messages';

const text = CREATE_PAGE_TEXT;

/**
 * /clusters/create (doc 1 §2, §5). Loads the user and the catalog lists the form chooses from; users who
 * may not create a cluster on any platform are sent to /clusters.
 */
export function CreateClusterPage() {
  const uuid = useRequiredUuid();
  const me = useQuery(userQueries.me(uuid));
  const catalog = useQueries({
    queries: [
      catalogQueries.regions(uuid),
      catalogQueries.images(),
      catalogQueries.defaultImage(),
      catalogQueries.blueprints(),
      catalogQueries.idleTimes(),
    ],
  });
  const [regions, images, defaultImage, blueprints, idleTimes] = catalog;

  const user = me.data;
  if (user) {
    const platforms = creatablePlatforms(user);
    if (platforms.length === 0) return <Redirect to="/clusters" replace />;
    if (regions.data && images.data && blueprints.data && idleTimes.data && !defaultImage.isPending) {
      return (
        <CreatePageFrame>
          <CreateClusterForm
            user={user}
            platforms={platforms}
            regions={regions.data}
            images={images.data}
            // A failed default-image call is not fatal: the form falls back to the newest image.
            defaultImage={defaultImage.data ?? null}
            blueprints={blueprints.data}
            idleTimes={idleTimes.data}
          />
        </CreatePageFrame>
      );
    }
  }

  const failed = [me, regions, images, blueprints, idleTimes].find((q) => q.isError);
  if (failed) {
    return (
      <CreatePageFrame>
        <Alert color="red" title={text.loadFailed} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failed.error?.message}</Text>
            <Button
              variant="light"
              color="red"
              onClick={() => {
                for (const q of [me, ...catalog]) if (q.isError) void q.refetch();
              }}
            >
              {text.retry}
            </Button>
          </Stack>
        </Alert>
      </CreatePageFrame>
    );
  }

  return (
    <CreatePageFrame>
      <Center py="xl">
        <Loader aria-label={text.loading} />
      </Center>
    </CreatePageFrame>
  );
}

function CreatePageFrame({ children }: { children: React.ReactNode }) {
  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {text.title}
          </Title>
          <Text c="dimmed" size="sm">
            {text.intro}
          </Text>
        </div>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
