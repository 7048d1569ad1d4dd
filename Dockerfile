# An Exercism-style test runner for the course (Exercism's conventions: the runner in /opt/test-runner, its
# entry point bin/run.sh SLUG INPUT_DIR OUTPUT_DIR). Everything is installed here, at build time: a run needs no
# network (Exercism runs it with --network none) and writes only to OUTPUT_DIR and /tmp.
#   docker build -t chunk-kata-test-runner .
#   docker run --rm --network none -v "$PWD/solution:/solution:ro" -v "$PWD/out:/output" \
#     chunk-kata-test-runner chunk-words /solution/ /output/
FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /opt/test-runner
COPY . /opt/test-runner

# The course with its dependencies; then the image proves itself: the reference passes every case.
RUN pip install --no-cache-dir . \
 && python -m grader grade --all --reference --format json --output /tmp/reference.json \
 && rm -rf /tmp/reference.json .kata build ./*.egg-info

ENTRYPOINT ["/opt/test-runner/bin/run.sh"]
